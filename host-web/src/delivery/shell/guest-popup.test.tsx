// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '../../app/testing/memory-router.js';
import { GuestPopup } from './guest-popup.js';
import { GUEST_POPUP_SESSION_KEY, GUEST_POPUP_STORAGE_KEY } from './guest-welcome.js';
import type { ShellUser } from './shell-types.js';

const guest: ShellUser = { name: 'Guest', isGuest: true, role: 'open_and_free', isIndependentLearner: true };
const TITLE = 'Welcome to Open and Free!';

const clearStorage = () => {
  localStorage.clear();
  sessionStorage.clear();
};
beforeEach(clearStorage);
afterEach(() => {
  cleanup();
  clearStorage();
});

function renderPopup(user: ShellUser | null = guest) {
  return render(
    <MemoryRouter path="/sections/bio">
      <button type="button">Outside</button>
      <GuestPopup user={user} sectionSlug="bio" />
    </MemoryRouter>,
  );
}

describe('GuestPopup', () => {
  it('shows nothing to a signed-in learner or while the user is unknown', () => {
    renderPopup({ name: 'Ada', isGuest: false, role: 'student' });
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    renderPopup(null);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('welcomes a guest in a labelled modal dialog that fades in, with the section in its links', async () => {
    renderPopup();
    const dialog = screen.getByRole('dialog', { name: TITLE });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('progress will not be saved');
    expect(within(dialog).getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe('/register?section=bio');
    expect(within(dialog).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?section=bio');
    expect(within(dialog).getByRole('button', { name: 'Maybe later' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: "Don't ask again on this browser" })).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
    const fade = dialog.closest('.shell-fade') as HTMLElement;
    expect(fade.style.transitionDuration).toBe('300ms');
    await waitFor(() => expect(fade.classList.contains('shell-fade-in')).toBe(true));
  });

  it('Maybe later closes it for the rest of the session, gives the focus back, and it comes again in a new session', () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    renderPopup();
    fireEvent.click(screen.getByRole('button', { name: 'Maybe later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(outside);
    expect(sessionStorage.getItem(GUEST_POPUP_SESSION_KEY)).toBe('true');
    expect(localStorage.getItem(GUEST_POPUP_STORAGE_KEY)).toBeNull();
    outside.remove();
    // The next page of the same session.
    cleanup();
    renderPopup();
    expect(screen.queryByRole('dialog')).toBeNull();
    // A new session.
    cleanup();
    sessionStorage.clear();
    renderPopup();
    expect(screen.getByRole('dialog', { name: TITLE })).toBeTruthy();
  });

  it('Escape closes it for the session, as Maybe later does', () => {
    renderPopup();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    renderPopup();
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    sessionStorage.clear();
    renderPopup();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it("Don't ask again closes it for good on this browser", () => {
    renderPopup();
    fireEvent.click(screen.getByRole('button', { name: "Don't ask again on this browser" }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(GUEST_POPUP_STORAGE_KEY)).toBe('true');
    cleanup();
    sessionStorage.clear();
    renderPopup();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
