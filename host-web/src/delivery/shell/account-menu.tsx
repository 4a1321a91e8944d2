import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link } from 'wouter';
import { BROWSER_DEFAULT_LABEL, isInFrame, shellRoutes, withSection, type ShellRoutes, type ShellUser } from './shell-types.js';
import type { TimezoneOption } from './timezone-selector.js';

// Loaded when the learner first opens the menu, and first chooses Timezone.
const DarkModeSelector = lazy(() => import('./dark-mode-selector.js').then((m) => ({ default: m.DarkModeSelector })));
const TimezoneDialog = lazy(() => import('./timezone-dialog.js').then((m) => ({ default: m.TimezoneDialog })));
import { AccountButtonFace, PreviewLabel } from './account-menu-face.js';
import './shell.css';

/** One entry of the account menu, in the order shown (delivery §2, §6). */
export type AccountMenuItem =
  /** Preview mode: this label is all there is. */
  | { readonly kind: 'label'; readonly id: 'preview'; readonly label: 'Preview' }
  /** 'Linked', followed by the linked author account's email. */
  | { readonly kind: 'heading'; readonly id: 'linked'; readonly label: 'Linked'; readonly detail: string }
  | { readonly kind: 'link'; readonly id: AccountMenuLinkId; readonly label: string; readonly href: string }
  | { readonly kind: 'darkMode'; readonly id: 'dark-mode'; readonly label: 'Dark Mode' }
  | { readonly kind: 'timezone'; readonly id: 'timezone'; readonly label: 'Timezone' }
  /** Sign out, or Leave course for a guest; disabled inside a frame. */
  | { readonly kind: 'signOut'; readonly id: 'sign-out' | 'leave-course'; readonly label: 'Sign out' | 'Leave course'; readonly disabled: boolean };

export type AccountMenuLinkId = 'sign-in' | 'course-author' | 'link-different-account' | 'link-existing-account' | 'edit-account' | 'my-courses';

export interface AccountMenuOptions {
  /** Preview mode shows only a 'Preview' label. */
  readonly preview?: boolean;
  /** Shown inside a frame (`window.self !== window.top`): sign-out is disabled. */
  readonly inFrame?: boolean;
  /** The guest's sign-in link carries `?section={sectionSlug}`. */
  readonly sectionSlug?: string;
  readonly routes?: Partial<ShellRoutes>;
}

/** An independent learner (role open_and_free, or the flag). */
const isIndependentLearner = (user: ShellUser) => user.isIndependentLearner === true || user.role === 'open_and_free';

/**
 * The account menu's entries for a user (delivery §2, §6):
 * - preview mode: only a 'Preview' label;
 * - guests: 'Sign in / Create account', then Dark Mode, Timezone, and 'Leave course' last;
 * - users who are neither students nor independent learners, or who are independent
 *   instructors: 'Linked' with the author account, 'Go to Course Author' and 'Link a
 *   different account', or 'Link Existing Account' when there is none;
 * - independent learners: 'Edit Account';
 * - independent learners and independent instructors: 'My Courses';
 * - everyone: 'Dark Mode' and 'Timezone', then 'Sign out' last, disabled inside a frame.
 */
export function accountMenuItems(user: ShellUser, options: AccountMenuOptions = {}): AccountMenuItem[] {
  if (options.preview) return [{ kind: 'label', id: 'preview', label: 'Preview' }];
  const routes = shellRoutes(options.routes);
  const disabled = options.inFrame ?? false;
  const preferences: AccountMenuItem[] = [
    { kind: 'darkMode', id: 'dark-mode', label: 'Dark Mode' },
    { kind: 'timezone', id: 'timezone', label: 'Timezone' },
  ];
  if (user.isGuest) {
    return [
      { kind: 'link', id: 'sign-in', label: 'Sign in / Create account', href: withSection(routes.signin, options.sectionSlug) },
      ...preferences,
      { kind: 'signOut', id: 'leave-course', label: 'Leave course', disabled },
    ];
  }
  const items: AccountMenuItem[] = [];
  const independentLearner = isIndependentLearner(user);
  const independentInstructor = user.isIndependentInstructor === true;
  if ((user.role !== 'student' && !independentLearner) || independentInstructor) {
    if (user.linkedAuthorAccount) {
      items.push(
        { kind: 'heading', id: 'linked', label: 'Linked', detail: user.linkedAuthorAccount.email },
        { kind: 'link', id: 'course-author', label: 'Go to Course Author', href: routes.projects },
        { kind: 'link', id: 'link-different-account', label: 'Link a different account', href: routes.linkAccount },
      );
    } else {
      items.push({ kind: 'link', id: 'link-existing-account', label: 'Link Existing Account', href: routes.linkAccount });
    }
  }
  if (independentLearner) items.push({ kind: 'link', id: 'edit-account', label: 'Edit Account', href: routes.editAccount });
  if (independentLearner || independentInstructor) items.push({ kind: 'link', id: 'my-courses', label: 'My Courses', href: routes.openAndFreeIndex });
  items.push(...preferences, { kind: 'signOut', id: 'sign-out', label: 'Sign out', disabled });
  return items;
}

export interface AccountMenuProps {
  /** The signed-in user, as `/auth/me` gives it. */
  readonly user: ShellUser;
  /** The section shown: a guest's sign-in link carries `?section={sectionSlug}`. */
  readonly sectionSlug?: string;
  /** Preview mode: only a 'Preview' label, no menu. */
  readonly preview?: boolean;
  /** Sign out (or Leave course); the caller signs out through the API and navigates. */
  readonly onSignOut: () => void | Promise<unknown>;
  /** Whether the page is inside a frame; found from `window.self !== window.top` when left out. */
  readonly inFrame?: boolean;
  /** Replaces some of the link targets (see `DEFAULT_SHELL_ROUTES`). */
  readonly routes?: Partial<ShellRoutes>;
  /** Passed to the timezone dialog's `TimezoneSelector` (it loads what is left out). */
  readonly csrfToken?: string;
  readonly timezones?: readonly TimezoneOption[];
  /** See `TimezoneSelector.onSaved`: without it a timezone change reloads the page. */
  readonly onTimezoneSaved?: (timezone: string | null) => void;
  /** Opens the menu on its first (or last) item as it mounts: the learner already asked for it. */
  readonly initiallyOpen?: 'first' | 'last';
}

const ITEM_SELECTOR = '[role="menuitem"], [role="menuitemradio"]';

/**
 * The learner's account menu (delivery §2): a button with the user's name opening a
 * `role="menu"`. Enter, Space and ArrowDown open it on the first item (ArrowUp on the
 * last); the arrows, Home and End move; Escape closes it and gives the focus back to the
 * button; Tab closes it and moves on. Timezone opens a small dialog with the timezone select.
 */
export function AccountMenu({ user, sectionSlug, preview, onSignOut, inFrame, routes, csrfToken, timezones, onTimezoneSaved, initiallyOpen }: AccountMenuProps) {
  const buttonId = useId();
  const menuId = useId();
  const [open, setOpen] = useState(initiallyOpen !== undefined);
  const [timezoneOpen, setTimezoneOpen] = useState(false);
  const focusOnOpen = useRef<'first' | 'last'>(initiallyOpen ?? 'first');
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const framed = inFrame ?? isInFrame();

  const menuItems = () => Array.from(menu.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []);

  useEffect(() => {
    if (!open) return;
    const items = menuItems();
    (focusOnOpen.current === 'last' ? items[items.length - 1] : items[0])?.focus();
    const onPointerDown = (event: globalThis.MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  if (preview) return <PreviewLabel />;

  const items = accountMenuItems(user, { preview, inFrame: framed, sectionSlug, routes });

  const openMenu = (where: 'first' | 'last') => {
    focusOnOpen.current = where;
    if (!open) return setOpen(true);
    // Already open (a mouse opened it and the focus went back to the button): move in now.
    const list = menuItems();
    (where === 'last' ? list[list.length - 1] : list[0])?.focus();
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      openMenu('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu('last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };
  // A mouse click toggles; the click a keyboard makes (detail 0) only opens: the key already did.
  const onButtonClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (event.detail === 0) {
      if (!open) openMenu('first');
      return;
    }
    if (open) setOpen(false);
    else openMenu('first');
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = menuItems();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index < 0 ? list.length - 1 : index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(list.length - 1);
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        return close(true);
      case 'Tab':
        // The focus goes on from the button, as if the menu had not been open.
        return close(true);
      case ' ':
        // Space activates a link item too, as it does a button.
        if (document.activeElement instanceof HTMLAnchorElement) {
          event.preventDefault();
          document.activeElement.click();
        }
        return;
    }
  };

  const signOut = (disabled: boolean) => {
    if (disabled) return;
    close(true);
    void onSignOut();
  };
  const openTimezone = () => {
    close(true);
    setTimezoneOpen(true);
  };

  return (
    <div className="shell-account" ref={root}>
      <button
        ref={button}
        id={buttonId}
        type="button"
        className="shell-account-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onKeyDown={onButtonKeyDown}
        onClick={onButtonClick}
      >
        <AccountButtonFace name={user.name} />
      </button>
      {open ? (
        <ul ref={menu} id={menuId} role="menu" aria-labelledby={buttonId} className="shell-account-menu" onKeyDown={onMenuKeyDown}>
          {groupLinked(items).map(({ item, members }) => (
            <li key={item.id} role="none" className={`shell-menu-entry shell-menu-${item.kind}`}>
              {item.kind === 'heading' ? (
                <div role="group" aria-labelledby={`${menuId}-${item.id}`}>
                  <div id={`${menuId}-${item.id}`} className="shell-menu-heading">
                    {item.label} <span className="shell-menu-detail">{item.detail}</span>
                  </div>
                  {members.map((member) => (
                    <div key={member.id} role="none">
                      {renderItem(member)}
                    </div>
                  ))}
                </div>
              ) : (
                renderItem(item)
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {timezoneOpen ? (
        <Suspense fallback={null}>
          <TimezoneDialog
            selectedTimezone={user.selectedTimezone}
            csrfToken={csrfToken}
            timezones={timezones}
            onSaved={onTimezoneSaved}
            onClose={() => setTimezoneOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );

  function renderItem(item: AccountMenuItem) {
    switch (item.kind) {
      case 'label':
        return <span>{item.label}</span>;
      case 'heading':
        return null;
      case 'link':
        return (
          <Link role="menuitem" tabIndex={-1} to={item.href} className="shell-menu-item" onClick={() => setOpen(false)}>
            {item.label}
          </Link>
        );
      case 'darkMode':
        return (
          <Suspense fallback={null}>
            <DarkModeSelector variant="menu" />
          </Suspense>
        );
      case 'timezone':
        return (
          <button type="button" role="menuitem" tabIndex={-1} aria-haspopup="dialog" className="shell-menu-item" onClick={openTimezone}>
            {item.label}{' '}
            <span className="shell-menu-detail">{user.selectedTimezone?.replaceAll('_', ' ') ?? BROWSER_DEFAULT_LABEL}</span>
          </button>
        );
      case 'signOut':
        return (
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            aria-disabled={item.disabled || undefined}
            title={item.disabled ? 'Not available inside a frame' : undefined}
            className="shell-menu-item"
            onClick={() => signOut(item.disabled)}
          >
            {item.label}
          </button>
        );
    }
  }
}

/** The Linked heading holds the two items about the linked account, as one labelled group. */
function groupLinked(items: readonly AccountMenuItem[]): { item: AccountMenuItem; members: AccountMenuItem[] }[] {
  const entries: { item: AccountMenuItem; members: AccountMenuItem[] }[] = [];
  for (const item of items) {
    const last = entries[entries.length - 1];
    if (last?.item.kind === 'heading' && (item.id === 'course-author' || item.id === 'link-different-account')) last.members.push(item);
    else entries.push({ item, members: [] });
  }
  return entries;
}
