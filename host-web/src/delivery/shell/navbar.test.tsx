// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import { usePathname } from '../../app/routing.js';
import { MemoryRouter } from '../../app/testing/memory-router.js';
import type { HierarchyNode } from '@quire/core';
import { ApiClient } from '../../app/api-client.js';
import { SessionProvider } from '../../app/session.js';
import { DeliveryLayout } from '../delivery-layout.js';
import type { NavbarLink } from './navbar-links.js';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const page = (id: number, title: string, slug: string): HierarchyNode => ({ id, type: 'page', title, slug, index: 1, children: [] });
const HIERARCHY: HierarchyNode = {
  id: 'root',
  type: 'root',
  title: 'Biology',
  slug: 'root',
  index: 0,
  children: [{ id: 1, type: 'container', title: 'Unit 1', slug: 'unit-1', index: 1, children: [page(2, 'Cells', 'cells'), page(3, 'Tissues', 'tissues')] }],
};

const learner = { id: 7, name: 'Ada Lovelace', email: 'ada@example.org', isGuest: false, role: 'student' };

/** Shows where the router is, as a learner would see the page change. */
function Address() {
  return <p data-testid="address">{usePathname()}</p>;
}

function renderLayoutNow(at: string, options: { navbarLinks?: readonly NavbarLink[]; sectionAnswer?: () => Response } = {}) {
  const sectionRequests: string[] = [];
  const api = new ApiClient('/api/v1', async (url) => {
    const path = String(url).replace('/api/v1', '');
    if (path === '/auth/me') return Response.json({ user: learner, csrfToken: 'csrf-1' });
    if (path === '/sections/bio') {
      sectionRequests.push(path);
      return options.sectionAnswer?.() ?? Response.json({ section: { slug: 'bio', title: 'Biology', role: 'student', openAndFree: false }, hierarchy: HIERARCHY });
    }
    return Response.json({ message: `Unexpected ${path}` }, { status: 500 });
  });
  const layout = (
    <DeliveryLayout sectionSlug="bio" sectionTitle="Biology" navbarLinks={options.navbarLinks}>
      <h1>Page</h1>
      <Address />
    </DeliveryLayout>
  );
  render(
    <MemoryRouter path={at}>
      <SessionProvider api={api}>
        <Switch>
          <Route path="/sections/:sectionSlug">{layout}</Route>
          <Route path="/sections/:sectionSlug/lesson/:slug">{layout}</Route>
        </Switch>
      </SessionProvider>
    </MemoryRouter>,
  );
  return { sectionRequests };
}

/** The layout once the Navbar widget's plugin is downloaded (an empty bar holds its place till then). */
async function renderLayout(...args: Parameters<typeof renderLayoutNow>) {
  const rendered = renderLayoutNow(...args);
  await waitFor(() => expect(document.querySelector('.learner-sidebar')).not.toBeNull());
  return rendered;
}

/** The side bar (the drawer draws the same navigation again when it is open). */
const sidebar = () => document.querySelector<HTMLElement>('.learner-sidebar')!;

describe('the side navigation', () => {
  it('holds its place while the Navbar widget downloads on the first screen, and draws it at once on the next', async () => {
    renderLayoutNow('/sections/bio');
    expect(document.querySelector('.learner-navbar-pending')?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Page' })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.learner-navbar-pending')).toBeNull());
    expect(within(sidebar()).getByRole('button', { name: 'Course Content' })).toBeTruthy();
    cleanup();

    renderLayoutNow('/sections/bio/lesson/cells');
    expect(document.querySelector('.learner-navbar-pending')).toBeNull();
    expect(within(sidebar()).getByRole('link', { name: 'Home' })).toBeTruthy();
  });

  it('shows the Quire logo, drawn in the page, linking to the section home, with the section title', async () => {
    await renderLayout('/sections/bio/lesson/cells');
    const bar = within(sidebar());
    const logo = bar.getByRole('img', { name: 'Quire' });
    expect(logo.tagName.toLowerCase()).toBe('svg');
    expect(logo.closest('a')?.getAttribute('href')).toBe('/sections/bio');
    expect(bar.getByText('Biology')).toBeTruthy();
    await bar.findByRole('button', { name: 'Ada Lovelace' });
  });

  it('links Home to the section home and marks it as the current page there only', async () => {
    await renderLayout('/sections/bio');
    const home = within(sidebar()).getByRole('link', { name: 'Home' });
    expect(home.getAttribute('href')).toBe('/sections/bio');
    expect(home.getAttribute('aria-current')).toBe('page');
    cleanup();

    await renderLayout('/sections/bio/lesson/cells');
    expect(within(sidebar()).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('draws the links it is given instead of the default ones', async () => {
    await renderLayout('/sections/bio', { navbarLinks: [{ name: 'Syllabus', href: '/sections/bio/syllabus', active: true }] });
    const bar = within(sidebar());
    expect(bar.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Syllabus']);
    expect(bar.getByRole('link', { name: 'Syllabus' }).getAttribute('aria-current')).toBe('page');
    expect(bar.queryByRole('link', { name: 'Home' })).toBeNull();
  });

  it('opens Course Content in a popout panel with the outline, the current page marked, and closes it with Escape', async () => {
    await renderLayout('/sections/bio/lesson/cells');
    const opener = within(sidebar()).getByRole('button', { name: 'Course Content' });
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    opener.focus();
    fireEvent.click(opener);

    const panel = await screen.findByRole('dialog', { name: 'Course Content' });
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    expect(opener.getAttribute('aria-controls')).toBe(panel.id);
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Close Course Content' })));
    const outline = await within(panel).findByRole('navigation', { name: 'Course Content' });
    expect(within(outline).getByRole('link', { name: 'Cells' }).getAttribute('aria-current')).toBe('page');
    expect(within(outline).getByRole('link', { name: 'Tissues' }).getAttribute('href')).toBe('/sections/bio/lesson/tissues');

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Course Content' })).toBeNull();
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(opener);
  });

  it('closes the popout with its close button (focus back on the link), with a press outside, and on moving to another page', async () => {
    await renderLayout('/sections/bio/lesson/cells');
    const opener = within(sidebar()).getByRole('button', { name: 'Course Content' });
    fireEvent.click(opener);
    fireEvent.click(await screen.findByRole('button', { name: 'Close Course Content' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    fireEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Course Content' });
    fireEvent.mouseDown(screen.getByRole('heading', { name: 'Page' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(opener);
    const panel = await screen.findByRole('dialog', { name: 'Course Content' });
    fireEvent.click(await within(panel).findByRole('link', { name: 'Tissues' }));
    expect(screen.getByTestId('address').textContent).toBe('/sections/bio/lesson/tissues');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's message when the outline cannot be loaded", async () => {
    await renderLayout('/sections/bio', { sectionAnswer: () => Response.json({ message: 'You are not enrolled in this section' }, { status: 403 }) });
    fireEvent.click(within(sidebar()).getByRole('button', { name: 'Course Content' }));
    const panel = await screen.findByRole('dialog', { name: 'Course Content' });
    expect((await within(panel).findByRole('alert')).textContent).toBe('You are not enrolled in this section');
  });
  it('says so in the panel when a link names a component there is none of', async () => {
    const unknown = { name: 'Glossary', popout: { component: 'Glossary', props: {} } } as unknown as NavbarLink;
    await renderLayout('/sections/bio', { navbarLinks: [unknown] });
    fireEvent.click(within(sidebar()).getByRole('button', { name: 'Glossary' }));
    const panel = await screen.findByRole('dialog', { name: 'Glossary' });
    expect(within(panel).getByRole('alert').textContent).toBe('This panel cannot be shown.');
  });
});

describe('the Menu button of narrow screens', () => {
  it('opens the navigation as a drawer and closes it with Escape, giving the focus back', async () => {
    await renderLayout('/sections/bio/lesson/cells');
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    const host = document.getElementById(menu.getAttribute('aria-controls')!);
    expect(host).not.toBeNull();
    menu.focus();
    fireEvent.click(menu);

    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(host!.contains(drawer)).toBe(true);
    expect(drawer.contains(document.activeElement)).toBe(true);
    const inside = within(drawer);
    expect(inside.getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(inside.getByRole('button', { name: 'Course Content' })).toBeTruthy();
    expect(inside.getByRole('button', { name: 'Tech Support' })).toBeTruthy();
    expect(inside.getAllByRole('img', { name: 'Quire' })).toHaveLength(1);

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);
  });

  it('closes a popout inside the drawer with Escape without closing the drawer, and the drawer on moving to another page', async () => {
    await renderLayout('/sections/bio/lesson/cells');
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const opener = within(drawer).getByRole('button', { name: 'Course Content' });
    fireEvent.click(opener);
    const panel = await within(drawer).findByRole('dialog', { name: 'Course Content' });
    fireEvent.keyDown(within(panel).getByRole('button', { name: 'Close Course Content' }), { key: 'Escape' });
    expect(within(drawer).queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBe(drawer);
    expect(document.activeElement).toBe(opener);

    fireEvent.click(within(drawer).getByRole('link', { name: 'Home' }));
    expect(screen.getByTestId('address').textContent).toBe('/sections/bio');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('closes the drawer when the window grows wide enough for the side bar', async () => {
    const happyDOM = (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM;
    happyDOM.setViewport({ width: 800, height: 900 });
    try {
      await renderLayout('/sections/bio');
      fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
      await screen.findByRole('dialog', { name: 'Menu' });
      happyDOM.setViewport({ width: 1024, height: 900 });
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
      expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
    } finally {
      happyDOM.setViewport({ width: 1024, height: 768 });
    }
  });

  it('closes the drawer with its close button and with a press outside it', async () => {
    await renderLayout('/sections/bio');
    const menu = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(menu);
    await screen.findByRole('dialog', { name: 'Menu' });
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(document.activeElement).toBe(menu);

    fireEvent.click(menu);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    fireEvent.mouseDown(drawer.parentElement!);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });
});
