import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { DialogFrame } from '../../app/dialog-frame.js';
import { SIDEBAR_MEDIA_QUERY } from './breakpoints.js';
import { NavbarContent, type NavbarContentProps } from './navbar-content.js';

/**
 * The side navigation on a narrow screen: a modal panel from the left edge. Focus moves in
 * and stays inside; Escape, the close button and a press outside close it. It also closes
 * when the learner moves to another page, and when the window grows wide enough for the
 * side bar.
 */
export function NavbarDrawer({ onClose, ...content }: NavbarContentProps & { readonly onClose: () => void }) {
  const { pathname } = useLocation();
  const openedAt = useRef(pathname);

  useEffect(() => {
    if (pathname !== openedAt.current) onClose();
  }, [pathname, onClose]);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(SIDEBAR_MEDIA_QUERY);
    const onChange = () => {
      if (wide.matches) onClose();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [onClose]);

  return (
    <DialogFrame title="Menu" onClose={onClose} className="learner-drawer">
      <button type="button" className="icon-button learner-drawer-close" aria-label="Close menu" onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
      <NavbarContent {...content} />
    </DialogFrame>
  );
}
