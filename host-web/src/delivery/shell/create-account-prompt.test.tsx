// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '../../app/testing/memory-router.js';
import { CreateAccountPrompt, CREATE_ACCOUNT_PROMPT_STORAGE_KEY } from './create-account-prompt.js';
import type { ShellUser } from './shell-types.js';

const guest: ShellUser = { name: 'Guest', isGuest: true };
const TITLE = 'Save your progress';

const clearStorage = () => {
  localStorage.clear();
  sessionStorage.clear();
};
beforeEach(clearStorage);
afterEach(() => {
  cleanup();
  clearStorage();
});

function renderPrompt(user: ShellUser | null = guest) {
  return render(
    <MemoryRouter path="/sections/bio">
      <button type="button">Page button</button>
      <CreateAccountPrompt user={user} sectionSlug="bio" />
    </MemoryRouter>,
  );
}

describe('CreateAccountPrompt', () => {
  it('is shown to guests only, as a labelled non-modal dialog linking to registration for the section', () => {
    renderPrompt({ name: 'Ada', isGuest: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    renderPrompt();
    const prompt = screen.getByRole('dialog', { name: TITLE });
    expect(prompt.getAttribute('aria-modal')).toBe('false');
    expect(within(prompt).getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe('/register?section=bio');
    // It does not take the focus from the page.
    expect(prompt.contains(document.activeElement)).toBe(false);
  });

  it('Not now hides it for the session only', () => {
    renderPrompt();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem(CREATE_ACCOUNT_PROMPT_STORAGE_KEY)).toBe('true');
    expect(localStorage.getItem(CREATE_ACCOUNT_PROMPT_STORAGE_KEY)).toBeNull();
    cleanup();
    renderPrompt();
    expect(screen.queryByRole('dialog')).toBeNull();
    // A new session.
    cleanup();
    sessionStorage.clear();
    renderPrompt();
    expect(screen.getByRole('dialog', { name: TITLE })).toBeTruthy();
  });

  it("Don't show again hides it for good on this browser", () => {
    renderPrompt();
    fireEvent.click(screen.getByRole('button', { name: "Don't show again" }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(CREATE_ACCOUNT_PROMPT_STORAGE_KEY)).toBe('true');
    cleanup();
    sessionStorage.clear();
    renderPrompt();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape hides it for the session and gives the focus back to where it came from', () => {
    renderPrompt();
    const pageButton = screen.getByRole('button', { name: 'Page button' });
    pageButton.focus();
    const notNow = screen.getByRole('button', { name: 'Not now' });
    notNow.focus();
    fireEvent.keyDown(notNow, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem(CREATE_ACCOUNT_PROMPT_STORAGE_KEY)).toBe('true');
    expect(document.activeElement).toBe(pageButton);
  });
});
