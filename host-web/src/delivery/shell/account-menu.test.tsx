// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '../../app/testing/memory-router.js';
import { ApiClient } from '../../app/api-client.js';
import { SessionProvider } from '../../app/session.js';
import { AccountMenu, accountMenuItems, type AccountMenuProps } from './account-menu.js';
import type { ShellUser } from './shell-types.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

const learner = (fields: Partial<ShellUser>): ShellUser => ({
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  role: 'open_and_free',
  isGuest: false,
  isIndependentLearner: false,
  isIndependentInstructor: false,
  linkedAuthorAccount: null,
  selectedTimezone: null,
  ...fields,
});

/** Each role of delivery §1, a guest, and the independent instructor, with the menu each sees (§2, §6). */
const ROLES: [string, ShellUser, string[]][] = [
  ['open_and_free (independent learner)', learner({ role: 'open_and_free', isIndependentLearner: true }), ['Edit Account', 'My Courses', 'Dark Mode', 'Timezone', 'Sign out']],
  ['student', learner({ role: 'student' }), ['Dark Mode', 'Timezone', 'Sign out']],
  ['instructor without a linked account', learner({ role: 'instructor' }), ['Link Existing Account', 'Dark Mode', 'Timezone', 'Sign out']],
  [
    'instructor with a linked account',
    learner({ role: 'instructor', linkedAuthorAccount: { email: 'ada@authors.example' } }),
    ['Linked', 'Go to Course Author', 'Link a different account', 'Dark Mode', 'Timezone', 'Sign out'],
  ],
  ['administrator', learner({ role: 'administrator' }), ['Link Existing Account', 'Dark Mode', 'Timezone', 'Sign out']],
  [
    'system_admin with a linked account',
    learner({ role: 'system_admin', linkedAuthorAccount: { email: 'root@example.org' } }),
    ['Linked', 'Go to Course Author', 'Link a different account', 'Dark Mode', 'Timezone', 'Sign out'],
  ],
  [
    'independent instructor',
    learner({ role: 'instructor', isIndependentInstructor: true, linkedAuthorAccount: { email: 'ada@example.org' } }),
    ['Linked', 'Go to Course Author', 'Link a different account', 'My Courses', 'Dark Mode', 'Timezone', 'Sign out'],
  ],
  [
    'independent learner who is also an independent instructor',
    learner({ role: 'open_and_free', isIndependentLearner: true, isIndependentInstructor: true }),
    ['Link Existing Account', 'Edit Account', 'My Courses', 'Dark Mode', 'Timezone', 'Sign out'],
  ],
  ['student flagged as independent learner', learner({ role: 'student', isIndependentLearner: true }), ['Edit Account', 'My Courses', 'Dark Mode', 'Timezone', 'Sign out']],
  ['guest', learner({ name: 'Guest', email: null, role: 'open_and_free', isGuest: true, isIndependentLearner: true }), ['Sign in / Create account', 'Dark Mode', 'Timezone', 'Leave course']],
];

describe('accountMenuItems', () => {
  it.each(ROLES)('gives the %s their items', (_role, user, labels) => {
    expect(accountMenuItems(user, { sectionSlug: 'bio' }).map((item) => item.label)).toEqual(labels);
  });

  it('shows only a Preview label in preview mode, whoever the user is', () => {
    for (const [, user] of ROLES) {
      expect(accountMenuItems(user, { preview: true })).toEqual([{ kind: 'label', id: 'preview', label: 'Preview' }]);
    }
  });

  it("links a guest's sign-in to the section, and ends with Leave course", () => {
    const items = accountMenuItems(ROLES[ROLES.length - 1][1], { sectionSlug: 'intro bio' });
    expect(items[0]).toEqual({ kind: 'link', id: 'sign-in', label: 'Sign in / Create account', href: '/login?section=intro%20bio' });
    expect(items[items.length - 1]).toEqual({ kind: 'signOut', id: 'leave-course', label: 'Leave course', disabled: false });
    expect(accountMenuItems(ROLES[ROLES.length - 1][1])[0]).toMatchObject({ href: '/login' });
  });

  it('names the linked author account and links to authoring', () => {
    const items = accountMenuItems(learner({ role: 'administrator', linkedAuthorAccount: { email: 'ada@authors.example' } }));
    expect(items[0]).toEqual({ kind: 'heading', id: 'linked', label: 'Linked', detail: 'ada@authors.example' });
    expect(items[1]).toMatchObject({ label: 'Go to Course Author', href: '/authoring' });
  });

  it('disables Sign out and Leave course inside a frame', () => {
    for (const [, user] of ROLES) {
      const last = accountMenuItems(user, { inFrame: true }).at(-1);
      expect(last).toMatchObject({ kind: 'signOut', disabled: true });
      expect(accountMenuItems(user, { inFrame: false }).at(-1)).toMatchObject({ kind: 'signOut', disabled: false });
    }
  });

  it('takes other link targets', () => {
    const items = accountMenuItems(learner({ role: 'open_and_free', isIndependentLearner: true }), { routes: { editAccount: '/me/edit', openAndFreeIndex: '/courses' } });
    expect(items.slice(0, 2)).toEqual([
      { kind: 'link', id: 'edit-account', label: 'Edit Account', href: '/me/edit' },
      { kind: 'link', id: 'my-courses', label: 'My Courses', href: '/courses' },
    ]);
  });
});

function renderMenu(props: Partial<AccountMenuProps> & { user: ShellUser }) {
  const onSignOut = vi.fn();
  const api = new ApiClient('/api/v1', async (url) => {
    const path = String(url).replace('/api/v1', '');
    if (path === '/auth/me') return Response.json({ user: props.user, csrfToken: 'csrf-1' });
    if (path === '/timezones') return Response.json({ timezones: [{ value: 'Europe/Paris', label: 'Europe/Paris' }] });
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  render(
    <MemoryRouter path="/sections/bio/lesson/cells">
      <SessionProvider api={api}>
        <button type="button">Before</button>
        <AccountMenu sectionSlug="bio" onSignOut={onSignOut} inFrame={false} {...props} />
      </SessionProvider>
    </MemoryRouter>,
  );
  return { onSignOut, button: screen.getByRole('button', { name: props.user.name }) };
}

// The Dark Mode choices load with the menu's first opening; after that they render at once.
{
  const { button } = renderMenu({ user: learner({ role: 'student' }) });
  fireEvent.click(button);
  await screen.findByRole('menuitemradio', { name: 'Dark' });
  cleanup();
}

/** The menu's items, in order: `menuitem` and `menuitemradio`. */
const menuItems = () => Array.from(screen.getByRole('menu').querySelectorAll<HTMLElement>('[role="menuitem"], [role="menuitemradio"]'));
const menuLabels = () => menuItems().map((item) => item.textContent);

describe('AccountMenu', () => {
  it.each(ROLES)('shows the %s their items', (_role, user, labels) => {
    const { button } = renderMenu({ user });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu');
    expect(menu.getAttribute('aria-labelledby')).toBe(button.id);
    const linkLabels = labels.filter((label) => !['Linked', 'Dark Mode', 'Timezone'].includes(label));
    for (const label of linkLabels) expect(within(menu).getByRole('menuitem', { name: label })).toBeTruthy();
    expect(within(menu).getByRole('group', { name: 'Dark Mode' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: /^Timezone/ })).toBeTruthy();
    if (labels.includes('Linked')) {
      const group = within(menu).getByRole('group', { name: `Linked ${user.linkedAuthorAccount?.email}` });
      expect(within(group).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Go to Course Author', 'Link a different account']);
      expect(within(group).getByRole('menuitem', { name: 'Go to Course Author' }).getAttribute('href')).toBe('/authoring');
    }
    else expect(within(menu).queryByText('Linked')).toBeNull();
    // Nothing else, and the last item is Sign out (Leave course for a guest).
    const items = menuLabels();
    expect(items.length).toBe(linkLabels.length + 3 + 1); // + Auto, Light, Dark and Timezone
    expect(items[items.length - 1]).toBe(labels[labels.length - 1]);
  });

  it("links the guest's Sign in / Create account with ?section=, and Leave course signs out", () => {
    const { onSignOut, button } = renderMenu({ user: ROLES[ROLES.length - 1][1] });
    fireEvent.click(button);
    expect(screen.getByRole('menuitem', { name: 'Sign in / Create account' }).getAttribute('href')).toBe('/login?section=bio');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Leave course' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('shows only the Preview label in preview mode', () => {
    render(
      <MemoryRouter>
        <AccountMenu user={learner({ role: 'instructor' })} preview onSignOut={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Preview')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('Ada Lovelace')).toBeNull();
  });

  it('signs out from the last item', () => {
    const { onSignOut, button } = renderMenu({ user: learner({ role: 'student' }) });
    fireEvent.click(button);
    const signOut = screen.getByRole('menuitem', { name: 'Sign out' });
    expect(signOut.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(signOut);
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('disables Sign out inside a frame, found from window.top', () => {
    const top = Object.getOwnPropertyDescriptor(window, 'top');
    Object.defineProperty(window, 'top', { value: {}, configurable: true, writable: true });
    try {
      const onSignOut = vi.fn();
      render(
        <MemoryRouter>
          <AccountMenu user={learner({ role: 'student' })} onSignOut={onSignOut} />
        </MemoryRouter>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
      const signOut = screen.getByRole('menuitem', { name: 'Sign out' });
      expect(signOut.getAttribute('aria-disabled')).toBe('true');
      fireEvent.click(signOut);
      expect(onSignOut).not.toHaveBeenCalled();
      expect(screen.getByRole('menu')).toBeTruthy();
    } finally {
      if (top) Object.defineProperty(window, 'top', top);
    }
  });

  it('opens with Enter on the first item; arrows move and wrap; Escape closes and gives the focus back', () => {
    const { button } = renderMenu({ user: learner({ role: 'open_and_free', isIndependentLearner: true }) });
    button.focus();
    fireEvent.keyDown(button, { key: 'Enter' });
    const items = menuItems();
    expect(items.map((item) => item.textContent)).toEqual(['Edit Account', 'My Courses', 'Auto', 'Light', 'Dark', 'Timezone Browser Default', 'Sign out']);
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[items.length - 1]);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(document.activeElement).toBe(items[items.length - 1]);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens with Space and ArrowDown on the first item, with ArrowUp on the last; Tab closes', () => {
    const { button } = renderMenu({ user: learner({ role: 'student' }) });
    fireEvent.keyDown(button, { key: ' ' });
    expect(document.activeElement?.textContent).toBe('Auto');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Auto');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Sign out');
  });

  it('closes on a click outside, and a second click on the button closes it', () => {
    const { button } = renderMenu({ user: learner({ role: 'student' }) });
    fireEvent.click(button, { detail: 1 });
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Before' }));
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button, { detail: 1 });
    fireEvent.click(button, { detail: 1 });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('activates a link item with Space and closes', () => {
    const { button } = renderMenu({ user: learner({ role: 'open_and_free', isIndependentLearner: true }) });
    fireEvent.keyDown(button, { key: 'Enter' });
    const edit = screen.getByRole('menuitem', { name: 'Edit Account' });
    expect(edit.getAttribute('href')).toBe('/account');
    const clicked = vi.fn((event: Event) => event.preventDefault());
    edit.addEventListener('click', clicked);
    fireEvent.keyDown(edit, { key: ' ' });
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('chooses the theme from the Dark Mode items, keeping the menu open', () => {
    const { button } = renderMenu({ user: learner({ role: 'student' }) });
    fireEvent.click(button);
    const dark = screen.getByRole('menuitemradio', { name: 'Dark' });
    expect(screen.getByRole('menuitemradio', { name: 'Auto' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(dark);
    expect(dark.getAttribute('aria-checked')).toBe('true');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(screen.getByRole('menu')).toBeTruthy();
  });

  it('opens the timezone select in a dialog from Timezone, and Escape gives the focus back to the button', async () => {
    const { button } = renderMenu({ user: learner({ role: 'student', selectedTimezone: 'Europe/Paris' }) });
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Timezone Europe/Paris' }));
    const dialog = await screen.findByRole('dialog', { name: 'Timezone' });
    const select = within(dialog).getByLabelText('Timezone') as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(select.value).toBe('Europe/Paris');
    expect(within(select).getByRole('option', { name: 'Browser Default' })).toBeTruthy();
    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
