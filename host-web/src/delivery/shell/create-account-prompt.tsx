import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'wouter';
import { readStorage, shellRoutes, withSection, writeStorage, type ShellRoutes, type ShellUser } from './shell-types.js';
import './shell.css';

/** Set to 'true' in session storage (for this session) or local storage (for good). */
export const CREATE_ACCOUNT_PROMPT_STORAGE_KEY = 'quire:create-account-prompt:hidden';

export interface CreateAccountPromptProps {
  /** The signed-in user; the prompt shows only for a guest. */
  readonly user: ShellUser | null | undefined;
  /** The section the guest is in: the link carries `?section={sectionSlug}`. */
  readonly sectionSlug?: string;
  /** Replaces the register path (`/register`). */
  readonly routes?: Partial<ShellRoutes>;
}

const isHidden = () =>
  readStorage('session', CREATE_ACCOUNT_PROMPT_STORAGE_KEY) === 'true' || readStorage('local', CREATE_ACCOUNT_PROMPT_STORAGE_KEY) === 'true';

/**
 * The guest's floating create-account prompt (delivery §2, §4): hidden for the session by
 * 'Not now' (or Escape), for good on this browser by "Don't show again". A non-modal
 * dialog: it does not take the focus when it appears, and when it closes with the focus
 * inside, the focus goes back to where it came from.
 */
export function CreateAccountPrompt({ user, sectionSlug, routes }: CreateAccountPromptProps) {
  const titleId = useId();
  const textId = useId();
  const [hidden, setHidden] = useState(isHidden);
  const cameFrom = useRef<HTMLElement | null>(null);
  const root = useRef<HTMLElement>(null);
  if (!user?.isGuest || hidden) return null;

  const hide = (storage: 'session' | 'local') => {
    writeStorage(storage, CREATE_ACCOUNT_PROMPT_STORAGE_KEY, 'true');
    const focusInside = root.current?.contains(document.activeElement) ?? false;
    setHidden(true);
    if (focusInside && cameFrom.current?.isConnected) cameFrom.current.focus();
  };
  const onFocus = (event: FocusEvent) => {
    const from = event.relatedTarget as HTMLElement | null;
    if (from && !root.current?.contains(from)) cameFrom.current = from;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    hide('session');
  };

  return (
    <section
      ref={root}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      className="shell-create-account-prompt"
      onFocus={onFocus}
      onKeyDown={onKeyDown}
    >
      <h2 id={titleId} className="shell-create-account-prompt-title">
        Save your progress
      </h2>
      <p id={textId}>As a guest your progress is not saved. Create an account to keep it.</p>
      <div className="shell-create-account-prompt-actions">
        <Link className="button button-primary" to={withSection(shellRoutes(routes).register, sectionSlug)}>
          Create account
        </Link>
        <button type="button" className="button" onClick={() => hide('session')}>
          Not now
        </button>
        <button type="button" className="button button-quiet" onClick={() => hide('local')}>
          Don't show again
        </button>
      </div>
    </section>
  );
}
