// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import { usePathname } from '../../app/routing.js';
import { MemoryRouter } from '../../app/testing/memory-router.js';
import { ApiClient } from '../../app/api-client.js';
import { PreferencesProvider } from '../../app/preferences.js';
import { SessionProvider } from '../../app/session.js';
import { loadEditorPlugins } from '../block-editor/editor-plugins.js';
import { OFFLINE_MESSAGE, PageEditorRoute } from './page-editor-route.js';

afterEach(cleanup);
// Every plugin's authoring part is imported once, before the tests time what the screen shows.
beforeAll(() => loadEditorPlugins(), 30_000);

const revision = {
  slug: 'atoms',
  title: 'Atoms',
  content: { model: [{ type: 'content', id: 'c1', children: [{ type: 'p', id: 'p1', children: [{ text: 'Hello' }] }] }] },
};

type Handler = (method: string, path: string, body: unknown) => Response | Promise<Response>;

/** Where the router is now, for tests of an address that moves. */
function CurrentAddress() {
  return <output aria-label="Address">{usePathname()}</output>;
}

function renderEditor(handle: Handler, address = '/authoring/project/chem/resource/5') {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const api = new ApiClient('/api/v1', async (url, init) => {
    const method = String(init?.method ?? 'GET');
    const path = String(url).replace('/api/v1', '');
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    if (path === '/auth/me') return Response.json({ user: { id: 1, name: 'Ada', email: 'a@x' }, csrfToken: 't' });
    if (path === '/account/preferences') return Response.json({});
    if (path === '/projects') return Response.json({ projects: [{ slug: 'chem', title: 'Chemistry' }] });
    return handle(method, path, body);
  });
  render(
    <MemoryRouter path={address}>
      <SessionProvider api={api}>
        <PreferencesProvider>
          <CurrentAddress />
          <Switch>
            <Route path="/authoring/project/:projectSlug/resource/:resource"><PageEditorRoute /></Route>
          </Switch>
        </PreferencesProvider>
      </SessionProvider>
    </MemoryRouter>,
  );
  return calls;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the page editor screen', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('takes the lock, shows the page, autosaves 2 s after a change and then says all changes are saved', async () => {
    const calls = renderEditor((method, path) => {
      if (method === 'POST' && path === '/project/chem/lock/5?fetch_revision=true') return json(200, { type: 'acquired', revision });
      if (method === 'PUT' && path === '/project/chem/resource/5') return json(200, { result: 'success' });
      return json(404, { message: 'Not found' });
    });
    const title = await screen.findByLabelText('Page title');
    expect(document.querySelector('[aria-label="Page content"]')?.textContent).toContain('Hello');
    fireEvent.change(title, { target: { value: 'Atoms and ions' } });
    expect(screen.getByText('Saving...')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2100));
    await screen.findByText('All changes saved');
    const save = calls.find((c) => c.method === 'PUT');
    expect(save?.body).toMatchObject({ update: { title: 'Atoms and ions', content: revision.content } });
  });

  it("moves an address with the page's former slug to its current one, and opens the page once", async () => {
    const calls = renderEditor((method, path) => {
      if (path === '/projects/chem/curriculum/slugs/new-page' || path === '/projects/chem/curriculum/slugs/atoms') return json(200, { id: 5, slug: 'atoms' });
      if (method === 'POST' && path === '/project/chem/lock/5?fetch_revision=true') return json(200, { type: 'acquired', revision });
      return json(404, { message: 'Not found' });
    }, '/authoring/project/chem/resource/new-page');
    expect(((await screen.findByLabelText('Page title')) as HTMLInputElement).value).toBe('Atoms');
    expect(screen.getByLabelText('Address').textContent).toBe('/authoring/project/chem/resource/atoms');
    expect(calls.filter((c) => c.path.includes('/lock/'))).toHaveLength(1);
  });

  it('says a page named by a slug no page ever had was not found', async () => {
    renderEditor(() => json(404, { message: 'This page was not found. Try reopening it from the Curriculum.' }), '/authoring/project/chem/resource/nowhere');
    expect((await screen.findByRole('alert')).textContent).toBe('This page was not found. Try reopening it from the Curriculum.');
  });

  it('shows the page read-only, naming who holds the lock, when it is refused', async () => {
    const calls = renderEditor((method, path) => {
      if (method === 'POST') return json(200, { type: 'not_acquired', user: 'Bo Author' });
      if (path === '/storage/project/chem/resource/5') return json(200, { resourceId: 5, revisionSlug: 'atoms', title: 'Atoms', content: revision.content });
      return json(404, { message: 'Not found' });
    });
    await screen.findByText(/Bo Author is editing this page/);
    expect(screen.queryByLabelText('Page title')).toBeNull();
    expect(document.querySelector('[aria-label="Page content"]')?.getAttribute('contenteditable')).toBe('false');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("shows the spec's message when a save is refused, and lets the author dismiss it", async () => {
    renderEditor((method) => {
      if (method === 'POST') return json(200, { type: 'acquired', revision });
      if (method === 'PUT') return json(423, { message: 'locked' });
      return json(404, { message: 'Not found' });
    });
    fireEvent.change(await screen.findByLabelText('Page title'), { target: { value: 'New' } });
    await act(() => vi.advanceTimersByTimeAsync(2100));
    const alert = await screen.findByText("Your changes weren't saved: refresh the page to re-gain edit access.");
    expect(alert).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/Your changes weren't saved/)).toBeNull();
  });

  it('says so while offline, keeps the change and saves it when the connection returns', async () => {
    let online = false;
    const calls = renderEditor((method) => {
      if (method === 'POST') return json(200, { type: 'acquired', revision });
      if (method === 'PUT') {
        if (!online) throw new TypeError('Failed to fetch');
        return json(200, { result: 'success' });
      }
      return json(404, { message: 'Not found' });
    });
    const title = await screen.findByLabelText('Page title');
    act(() => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByText(OFFLINE_MESSAGE)).toBeTruthy();
    fireEvent.change(title, { target: { value: 'Written offline' } });
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(screen.queryByText('All changes saved')).toBeNull();
    online = true;
    act(() => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
      window.dispatchEvent(new Event('online'));
    });
    await screen.findByText('All changes saved');
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toMatchObject({ update: { title: 'Written offline' } });
    expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull();
  });

  it.each([
    [true, ['YouTube']],
    [false, []],
  ])('with element-youtube on in the project (%s), offers YouTube in the insert menu %j', async (enabled, youTubeEntries) => {
    const calls = renderEditor((method, path) => {
      if (method === 'POST' && path === '/project/chem/lock/5?fetch_revision=true') return json(200, { type: 'acquired', revision });
      if (path === '/projects/chem/plugins') {
        const youtube = { id: 'element-youtube', packageName: '@quire/plugin-element-youtube', version: '0.1.0', description: null, switchable: true, enabled };
        return json(200, { result: 'success', plugins: [{ ...youtube, contributes: { elements: ['youtube'], marks: [], activityTypes: [], widgets: [] } }] });
      }
      return json(404, { message: 'Not found' });
    });
    await screen.findByLabelText('Page title');
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/projects/chem/plugins')).toBe(true));
    await act(() => vi.advanceTimersByTimeAsync(50));
    const toolbar = screen.getByRole('toolbar', { name: /formatting/ });
    const insertButtons = within(toolbar).queryAllByRole('button', { name: /^Insert / }).map((button) => button.textContent);
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Insert' }));
    const menuEntries = within(screen.getByRole('menu', { name: 'Insert' })).getAllByRole('menuitem').map((item) => item.textContent);
    expect([...insertButtons, ...menuEntries].filter((label) => label === 'YouTube')).toEqual(youTubeEntries);
    expect(menuEntries.length).toBeGreaterThan(3);
  });

  it.each([
    [true, 'Plays from youtube-nocookie.com (privacy-enhanced mode)'],
    [false, 'Plays from youtube.com (privacy-enhanced mode is off in the project settings)'],
  ])("draws a YouTube video with the project's setting, privacy-enhanced mode %s", async (privacyEnhanced, said) => {
    const video = { type: 'youtube', id: 'y1', src: 'aqz-KE-bpKQ', alt: 'Big Buck Bunny', children: [{ text: '' }] };
    const withVideo = { ...revision, content: { model: [{ type: 'content', id: 'c1', children: [{ type: 'p', id: 'p1', children: [{ text: 'Hello' }] }, video, { type: 'p', id: 'p2', children: [{ text: '' }] }] }] } };
    renderEditor((method, path) => {
      if (method === 'POST' && path === '/project/chem/lock/5?fetch_revision=true') return json(200, { type: 'acquired', revision: withVideo });
      if (path === '/projects/chem/plugins') {
        const youtube = { id: 'element-youtube', packageName: '@quire/plugin-element-youtube', version: '0.1.0', description: null, switchable: true, enabled: true };
        const field = { key: 'privacyEnhanced', kind: 'boolean', label: 'Privacy-enhanced mode', default: true };
        const contributes = { elements: ['youtube'], marks: [], activityTypes: [], widgets: [] };
        return json(200, { result: 'success', role: 'owner', plugins: [{ ...youtube, contributes, settingFields: [field], settings: { privacyEnhanced } }] });
      }
      return json(404, { message: 'Not found' });
    });
    await screen.findByText('Big Buck Bunny');
    await vi.waitFor(() => expect(document.body.textContent).toContain(said));
  });

  it('leaves an activity type the project switched off out of the activity menu', async () => {
    renderEditor((method, path) => {
      if (method === 'POST' && path === '/project/chem/lock/5?fetch_revision=true') return json(200, { type: 'acquired', revision });
      if (path === '/projects/chem/activity-types') {
        return json(200, {
          types: [
            { slug: 'oli_multiple_choice', friendlyName: 'Multiple Choice', description: null, globallyAvailable: true, offered: false },
            { slug: 'oli_ordering', friendlyName: 'Ordering', description: null, globallyAvailable: true, offered: true },
          ],
        });
      }
      if (path === '/objectives/project/chem') return json(200, { result: 'success', objectives: [] });
      if (path === '/tags/project/chem') return json(200, { result: 'success', tags: [] });
      return json(404, { message: 'Not found' });
    });
    const [menu] = (await screen.findAllByLabelText('Activity type')) as HTMLSelectElement[];
    expect([...menu.options].map((option) => option.textContent)).toEqual(['Ordering']);
  });

  it('adds a multiple-choice activity to the page, edits it with its plugin and saves it under the page lock', async () => {
    let stored: Record<string, unknown> | undefined;
    const calls = renderEditor((method, path, body) => {
      if (method === 'POST' && path === '/project/chem/lock/5?fetch_revision=true') return json(200, { type: 'acquired', revision });
      if (path === '/projects/chem/activity-types') {
        return json(200, {
          types: [{ slug: 'oli_multiple_choice', friendlyName: 'Multiple Choice', description: null, globallyAvailable: true, offered: true }],
        });
      }
      if (method === 'POST' && path === '/project/chem/activity/oli_multiple_choice?lock=5') {
        stored = (body as { model: Record<string, unknown> }).model;
        return json(201, { result: 'success', resourceId: 77, revisionSlug: 'q' });
      }
      if (method === 'GET' && path === '/storage/project/chem/resource/77') {
        const { authoring, ...content } = stored as Record<string, unknown>;
        return json(200, { resourceId: 77, activityType: 'oli_multiple_choice', title: 'Multiple Choice', content, authoring });
      }
      if (path === '/objectives/project/chem') return json(200, { result: 'success', objectives: [] });
      if (path === '/tags/project/chem') return json(200, { result: 'success', tags: [] });
      if (method === 'PUT') return json(200, { result: 'success' });
      return json(404, { message: 'Not found' });
    });
    fireEvent.click(await screen.findByRole('button', { name: '+ Activity' }));
    const create = await vi.waitFor(() => {
      const found = calls.find((c) => c.method === 'POST' && c.path === '/project/chem/activity/oli_multiple_choice?lock=5');
      if (!found) throw new Error('no create call yet');
      return found;
    });
    expect(create.body).toMatchObject({ scope: 'embedded', model: { choices: [expect.anything(), expect.anything()] } });
    const group = await screen.findByRole('group', { name: 'Multiple Choice activity' });
    expect(group.querySelector('[aria-label="Question stem"]')).not.toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Add choice' }));
    await act(() => vi.advanceTimersByTimeAsync(2100));
    const activitySave = calls.find((c) => c.method === 'PUT' && c.path === '/storage/project/chem/resource/77?lock=5');
    expect((activitySave?.body as { content: { choices: unknown[] } }).content.choices).toHaveLength(3);
    expect((activitySave?.body as { authoring: unknown }).authoring).toBeDefined();
    const pageSave = calls.filter((c) => c.method === 'PUT' && c.path === '/project/chem/resource/5').at(-1);
    expect(JSON.stringify(pageSave?.body)).toContain('"type":"activity-reference"');
    expect(JSON.stringify(pageSave?.body)).toContain('"activity_id":77');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
