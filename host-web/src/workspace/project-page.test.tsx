// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import { MemoryRouter } from '../app/testing/memory-router.js';
import { ApiClient } from '../app/api-client.js';
import { PreferencesProvider } from '../app/preferences.js';
import { SessionProvider } from '../app/session.js';
import { ProjectPage } from './project-page.js';

afterEach(cleanup);

const unit = { id: 7, slug: 'unit-1', title: 'Unit 1', kind: 'container', parentId: null, position: 0, children: [] };

function renderProjectPage() {
  const posts: unknown[] = [];
  const api = new ApiClient('/api/v1', async (url, init) => {
    const path = String(url).replace('/api/v1', '');
    if (path === '/auth/me') return Response.json({ user: { id: 1, name: 'Ada', email: 'a@x' }, csrfToken: 't' });
    if (path === '/account/preferences') return Response.json({});
    if (path === '/projects') return Response.json({ projects: [{ slug: 'chem', title: 'Chemistry' }] });
    if (path === '/sections') return Response.json({ sections: [] });
    if (path === '/projects/chem/curriculum') {
      if (init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return Response.json({}, { status: 201 });
      }
      return Response.json({ items: [unit] });
    }
    return Response.json({ result: 'success', types: [] });
  });
  render(
    <MemoryRouter path="/authoring/project/chem">
      <SessionProvider api={api}>
        <PreferencesProvider>
          <Switch>
            <Route path="/authoring/project/:projectSlug"><ProjectPage /></Route>
          </Switch>
        </PreferencesProvider>
      </SessionProvider>
    </MemoryRouter>,
  );
  return posts;
}

describe('the curriculum of a project', () => {
  it('adds a page inside a unit with the title typed for it, and empties the field', async () => {
    const posts = renderProjectPage();
    const title = (await screen.findByLabelText('Title')) as HTMLInputElement;
    fireEvent.change(title, { target: { value: '  Atoms and ions ' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add page to Unit 1' }));
    await waitFor(() => expect(posts).toEqual([{ kind: 'page', title: 'Atoms and ions', parentId: 7 }]));
    expect(title.value).toBe('');
  });

  it("names a page added to a unit 'New Page' when no title is typed", async () => {
    const posts = renderProjectPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add page to Unit 1' }));
    await waitFor(() => expect(posts).toEqual([{ kind: 'page', title: 'New Page', parentId: 7 }]));
  });
});

describe('the pages plugins add to a project', () => {
  it('are linked from the project beside its media library and settings', async () => {
    renderProjectPage();
    expect((await screen.findByRole('link', { name: 'Bibliography' })).getAttribute('href')).toBe('/authoring/project/chem/bibliography');
    expect(screen.getByRole('link', { name: 'Media Library' })).toBeTruthy();
  });
});
