// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '../app/testing/memory-router.js';
import { ApiClient } from '../app/api-client.js';
import { SessionProvider } from '../app/session.js';
import { DeliveryLayout } from './delivery-layout.js';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

const ada = { id: 1, name: 'Ada Lovelace', email: 'ada@example.org' };

/** The layout once the Navbar widget's plugin is downloaded (a plain navigation stands in till then). */
async function renderLayout(props: { preview?: boolean; outline?: boolean; user?: Record<string, unknown> }) {
  const api = new ApiClient('/api/v1', async () => Response.json({ user: props.user ?? ada, csrfToken: 'csrf-1' }));
  render(
    <MemoryRouter path="/sections/bio/lesson/cells">
      <SessionProvider api={api}>
        <DeliveryLayout sectionSlug="bio" sectionTitle="Biology" preview={props.preview} outline={props.outline ? <nav aria-label="Course Content">outline</nav> : undefined}>
          <h1>Cells</h1>
        </DeliveryLayout>
      </SessionProvider>
    </MemoryRouter>,
  );
  await waitFor(() => expect(document.querySelector('.learner-sidebar')).not.toBeNull());
}

const sidebar = () => within(document.querySelector<HTMLElement>('.learner-sidebar')!);

describe('DeliveryLayout', () => {
  it('puts the account menu at the bottom of the side navigation, after Tech Support', async () => {
    await renderLayout({});
    const account = await sidebar().findByRole('button', { name: 'Ada Lovelace' });
    const techSupport = sidebar().getByRole('button', { name: 'Tech Support' });
    expect(techSupport.compareDocumentPosition(account) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(sidebar().queryByText('Preview')).toBeNull();
  });

  it('shows only the Preview label in preview mode', async () => {
    await renderLayout({ preview: true });
    await sidebar().findByText('Preview');
    expect(sidebar().queryByRole('button', { name: 'Ada Lovelace' })).toBeNull();
  });

  it('draws the outline it is given beside the page, and the page as the main landmark', async () => {
    await renderLayout({ outline: true });
    const main = screen.getByRole('main');
    expect(main.id).toBe('content');
    expect(within(main).getByRole('heading', { name: 'Cells' })).toBeTruthy();
    const outline = screen.getByRole('navigation', { name: 'Course Content' });
    expect(outline.parentElement?.className).toBe('learner-outline');
    expect(main.contains(outline)).toBe(false);
    await sidebar().findByRole('button', { name: 'Ada Lovelace' });
  });

  it("shows a guest the welcome alone, and the 'Save your progress' prompt only after Maybe later", async () => {
    await renderLayout({ user: { id: 2, name: 'Guest', email: null, isGuest: true } });
    const welcome = await screen.findByRole('dialog', { name: 'Welcome to Open and Free!' });
    expect(screen.queryByRole('dialog', { name: 'Save your progress' })).toBeNull();
    fireEvent.click(within(welcome).getByRole('button', { name: 'Maybe later' }));
    expect(await screen.findByRole('dialog', { name: 'Save your progress' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Welcome to Open and Free!' })).toBeNull();
  });
});
