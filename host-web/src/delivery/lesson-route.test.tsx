// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import { AppRouter, usePathname } from '../app/routing.js';
import { ApiClient } from '../app/api-client.js';
import { SessionProvider } from '../app/session.js';
import { LessonRoute } from './lesson-route.js';

afterEach(cleanup);

const hierarchy = {
  id: 'root',
  type: 'root',
  title: 'Chemistry',
  slug: 'chem',
  index: 0,
  children: [{ id: 3, type: 'page', title: 'Atoms and ions', slug: 'atoms-and-ions', index: 1, children: [] }],
};
const page = { title: 'Atoms and ions', content: { model: [{ type: 'content', id: 'c1', children: [{ type: 'p', id: 'p1', children: [{ text: 'Protons' }] }] }] } };

/** Where the browser is now, with its query and fragment. */
function CurrentAddress() {
  usePathname();
  const { pathname, search, hash } = window.location;
  return <output aria-label="Address">{`${pathname}${search}${hash}`}</output>;
}

function renderLesson(address: string, delivered: unknown = page) {
  const asked: string[] = [];
  const api = new ApiClient('/api/v1', async (url) => {
    const path = String(url).replace('/api/v1', '');
    asked.push(path);
    if (path === '/auth/me') return Response.json({ user: { id: 1, name: 'Ada', email: 'a@x' }, csrfToken: 't' });
    if (path.startsWith('/sections/term?') || path === '/sections/term') {
      return Response.json({ section: { slug: 'term', title: 'Chemistry', role: 'student', openAndFree: false, preview: path.includes('preview') }, hierarchy });
    }
    if (path.startsWith('/sections/term/slugs/new-page')) return Response.json({ resourceId: 3, slug: 'atoms-and-ions' });
    if (path.startsWith('/sections/term/slugs/')) return Response.json({ message: 'This page is not part of the course.' }, { status: 404 });
    if (path.startsWith('/storage/course/term/resource/3')) return Response.json(delivered);
    if (path === '/sections/term/resource/3/attempt') return Response.json({ attemptGuid: 'g1', activityAttempts: [] });
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  window.history.replaceState(null, '', address);
  render(
    <AppRouter>
      <SessionProvider api={api}>
        <CurrentAddress />
        <Switch>
          <Route path="/sections/:sectionSlug/lesson/:slug"><LessonRoute /></Route>
          <Route path="/sections/:sectionSlug/preview/:type/:slug"><LessonRoute preview /></Route>
        </Switch>
      </SessionProvider>
    </AppRouter>,
  );
  return asked;
}

describe('a lesson named by a former slug', () => {
  it("moves to the page's current address, keeping the query and fragment, and shows the page", async () => {
    const asked = renderLesson('/sections/term/lesson/new-page?from=link#part-2');
    expect(await screen.findByText('Protons')).toBeTruthy();
    expect(screen.getByLabelText('Address').textContent).toBe('/sections/term/lesson/atoms-and-ions?from=link#part-2');
    expect(asked).toContain('/sections/term/slugs/new-page');
    expect(asked.filter((path) => path.endsWith('/attempt'))).toHaveLength(1);
  });

  it('moves a preview address the same way, asking as a previewer', async () => {
    const asked = renderLesson('/sections/term/preview/lesson/new-page');
    expect(await screen.findByText('Protons')).toBeTruthy();
    expect(screen.getByLabelText('Address').textContent).toBe('/sections/term/preview/lesson/atoms-and-ions');
    expect(asked).toContain('/sections/term/slugs/new-page?mode=preview');
  });

  it('says a slug no page of the course had is not part of it', async () => {
    renderLesson('/sections/term/lesson/never-was');
    expect((await screen.findByRole('alert')).textContent).toBe('This page is not part of the course.');
    expect(screen.getByLabelText('Address').textContent).toBe('/sections/term/lesson/never-was');
  });
});

describe('a lesson that cites', () => {
  const cited = {
    title: 'Atoms and ions',
    content: { model: [{ type: 'content', id: 'c1', children: [{ type: 'p', id: 'p1', children: [{ text: 'Protons, as shown ' }, { type: 'cite', id: 'k1', bibref: 12, children: [{ text: '' }] }, { text: '.' }] }] }] },
    pageData: {
      bibliography: {
        citations: { '12': { text: '(Rutherford, 1911)', referenceId: 'ref-12' } },
        references: [{ id: 'ref-12', html: 'Rutherford, E. (1911). The scattering of α and β particles. <i>Philosophical Magazine</i>, <i>21</i>, 669–688.', text: 'Rutherford, E. (1911). The scattering of α and β particles. Philosophical Magazine, 21, 669–688.' }],
      },
    },
  };

  it('links each citation to its item in the References after the content', async () => {
    renderLesson('/sections/term/lesson/atoms-and-ions', cited);
    const citation = await screen.findByRole('link', { name: /Rutherford, E\. \(1911\)\. The scattering/ });
    expect(citation.textContent).toBe('(Rutherford, 1911)');
    expect(citation.getAttribute('href')).toBe('#ref-12');
    const references = screen.getByRole('region', { name: 'References' });
    expect(references.querySelector('#ref-12')?.innerHTML).toContain('<i>Philosophical Magazine</i>');
  });
});
