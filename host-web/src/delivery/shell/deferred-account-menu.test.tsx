// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '../../app/testing/memory-router.js';
import { ApiClient } from '../../app/api-client.js';
import { SessionProvider } from '../../app/session.js';
import { DeferredAccountMenu } from './deferred-account-menu.js';
import type { ShellUser } from './shell-types.js';

const student: ShellUser = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  role: 'student',
  isGuest: false,
  isIndependentLearner: false,
  isIndependentInstructor: false,
  linkedAuthorAccount: null,
  selectedTimezone: null,
};

function renderDeferred(preview = false) {
  const api = new ApiClient('/api/v1', async () => Response.json({ user: student, csrfToken: 'csrf-1' }));
  render(
    <MemoryRouter>
      <SessionProvider api={api}>
        <DeferredAccountMenu user={student} sectionSlug="bio" preview={preview} onSignOut={vi.fn()} inFrame={false} />
      </SessionProvider>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('the account menu as a page first draws it', () => {
  it('is a closed menu button that opens the menu on the first item when the learner presses Enter', async () => {
    renderDeferred();
    const button = screen.getByRole('button', { name: 'Ada Lovelace' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.keyDown(button, { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(document.activeElement).toBe(menu.querySelector('[role="menuitem"], [role="menuitemradio"]')));
    expect(menu.textContent).toContain('Sign out');
    expect(screen.getByRole('button', { name: 'Ada Lovelace' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('opens on the last item with ArrowUp, and on a click', async () => {
    renderDeferred();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Ada Lovelace' }), { key: 'ArrowUp' });
    await screen.findByRole('menu');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Sign out'));
    cleanup();
    renderDeferred();
    fireEvent.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
    expect(await screen.findByRole('menu')).toBeTruthy();
  });

  it('shows only the Preview label in preview mode', () => {
    renderDeferred(true);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Preview')).toBeTruthy();
  });
});
