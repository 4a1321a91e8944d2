import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import type { AccountMenuProps } from './account-menu.js';
import { AccountButtonFace, PreviewLabel } from './account-menu-face.js';

const loadAccountMenu = () => import('./account-menu.js');
const AccountMenu = lazy(() => loadAccountMenu().then((m) => ({ default: m.AccountMenu })));

/**
 * The account menu as a learner's page first draws it: its button alone. The menu itself
 * (items by role, keyboard handling, timezone) downloads when the pointer or the focus
 * comes to the button, and opens as the learner asked, so a page that nobody opens the
 * menu on never downloads it.
 */
export function DeferredAccountMenu(props: AccountMenuProps) {
  const [opening, setOpening] = useState<'first' | 'last'>();
  if (props.preview) return <PreviewLabel />;

  const button = (onOpen?: (where: 'first' | 'last') => void) => (
    <div className="shell-account">
      <button
        type="button"
        className="shell-account-button"
        aria-haspopup="menu"
        aria-expanded={false}
        aria-busy={onOpen ? undefined : true}
        onPointerEnter={() => void loadAccountMenu()}
        onFocus={() => void loadAccountMenu()}
        onClick={() => onOpen?.('first')}
        onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
          if (!onOpen) return;
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            onOpen(event.key === 'ArrowUp' ? 'last' : 'first');
          }
        }}
      >
        <AccountButtonFace name={props.user.name} />
      </button>
    </div>
  );

  if (!opening) return button(setOpening);
  return (
    <Suspense fallback={button()}>
      <AccountMenu {...props} initiallyOpen={opening} />
    </Suspense>
  );
}
