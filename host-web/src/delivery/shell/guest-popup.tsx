import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { DialogFrame } from '../../app/dialog-frame.js';
import { closeGuestWelcome, isGuestWelcomeClosed } from './guest-welcome.js';
import { shellRoutes, withSection, type ShellRoutes, type ShellUser } from './shell-types.js';
import './shell.css';
/** The popup fades in over this long (delivery §9). */
export const GUEST_POPUP_TRANSITION_MS = 300;

export interface GuestPopupProps {
  /** The signed-in user; the popup shows only for a guest. */
  readonly user: ShellUser | null | undefined;
  /** The section the guest is in: the links carry `?section={sectionSlug}`. */
  readonly sectionSlug?: string;
  /** Replaces the sign-in and register paths (`/login`, `/register`). */
  readonly routes?: Partial<ShellRoutes>;
  /** Called once the guest closed the popup, however they closed it. */
  readonly onClose?: () => void;
}

/**
 * The guest's welcome (delivery §2, §4): says progress will not be saved and offers to
 * create an account or sign in. Maybe later (or Escape, or a click outside) closes it for
 * the rest of the browser session; "Don't ask again on this browser" closes it for good on
 * this browser. A modal dialog: focus moves into it and returns where it was when it closes.
 */
export function GuestPopup({ user, sectionSlug, routes, onClose }: GuestPopupProps) {
  const [closed, setClosed] = useState(isGuestWelcomeClosed);
  const [shown, setShown] = useState(false);
  const open = Boolean(user?.isGuest) && !closed;

  useEffect(() => {
    if (!open) return;
    // One frame at opacity 0 first, so the fade-in runs.
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, [open]);

  if (!open) return null;
  const paths = shellRoutes(routes);
  const close = (how: 'session' | 'for good') => {
    closeGuestWelcome(how);
    setClosed(true);
    onClose?.();
  };
  const maybeLater = () => close('session');
  const dontAskAgain = () => close('for good');

  return (
    <div className={shown ? 'shell-fade shell-fade-in' : 'shell-fade'} style={{ transitionDuration: `${GUEST_POPUP_TRANSITION_MS}ms` }}>
      <DialogFrame title="Welcome to Open and Free!" onClose={maybeLater} className="modal" extraClassName="modal-md shell-guest-popup" restoreFocus>
        <div className="modal-body">
          <p>You are taking this course as a guest: your progress will not be saved.</p>
          <p>Create an account or sign in to keep your progress.</p>
          <p className="shell-guest-popup-links">
            <Link className="button button-primary" to={withSection(paths.register, sectionSlug)}>
              Create account
            </Link>
            <Link className="button" to={withSection(paths.signin, sectionSlug)}>
              Sign in
            </Link>
          </p>
        </div>
        <div className="modal-footer">
          <button type="button" className="button button-quiet" onClick={dontAskAgain}>
            Don't ask again on this browser
          </button>
          <button type="button" className="button" onClick={maybeLater}>
            Maybe later
          </button>
        </div>
      </DialogFrame>
    </div>
  );
}
