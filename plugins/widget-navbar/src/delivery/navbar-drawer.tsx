import { useEffect, useRef } from 'react';
import type { NavbarProps } from '@quire/plugin-sdk/delivery';
import { ModalDialog } from '@quire/plugin-sdk/modal-dialog';
import { NavbarContent } from './navbar-content.js';

/** Matches while the side bar is shown (delivery §9, 1024 px and up): the drawer has no use then. */
export const SIDEBAR_MEDIA_QUERY = '(min-width: 1024px)';

/**
 * The side navigation on a narrow screen: a modal panel from the left edge. Focus moves in
 * and stays inside; Escape, the close button and a press outside close it. It also closes
 * when the learner moves to another page, and when the window grows wide enough for the
 * side bar.
 */
export function NavbarDrawer({ onClose, ...props }: NavbarProps & { readonly onClose: () => void }) {
  const openedAt = useRef(props.path);

  useEffect(() => {
    if (props.path !== openedAt.current) onClose();
  }, [props.path, onClose]);

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
    <ModalDialog title="Menu" onClose={onClose} className="learner-drawer" inPlace>
      <button type="button" className="icon-button learner-drawer-close" aria-label="Close menu" onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
      <NavbarContent {...props} />
    </ModalDialog>
  );
}
