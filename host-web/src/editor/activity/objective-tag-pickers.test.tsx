// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ActivityTypeContribution } from '@quire/core';
import type { EditorServices } from '@quire/plugin-sdk/authoring';
import { ApiClient } from '../../app/api-client.js';
import { SessionProvider } from '../../app/session.js';
import { loadEditorPlugins } from '../block-editor/editor-plugins.js';
import { ActivityEditorHost } from './activity-editor-host.js';
import { ActivityObjectivesAndTags, ProjectObjectivesAndTagsProvider, useProjectObjectivesAndTags } from './objective-tag-pickers.js';

afterEach(cleanup);

interface Call {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}
type Handler = (method: string, path: string, body: unknown) => Response | undefined;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A server holding the project 'chem' with two objectives and two tags; `handle` answers the rest. */
function fakeApi(handle: Handler = () => undefined) {
  const calls: Call[] = [];
  const api = new ApiClient('/api/v1', async (url, init) => {
    const method = String(init?.method ?? 'GET');
    const path = String(url).replace('/api/v1', '');
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    if (path === '/auth/me') return Response.json({ user: { id: 1, name: 'Ada', email: 'a@x' }, csrfToken: 't' });
    const answered = handle(method, path, body);
    if (answered) return answered;
    if (method === 'GET' && path === '/objectives/project/chem') {
      return json(200, {
        result: 'success',
        objectives: [
          { id: 10, title: 'Balance equations', parentIds: null },
          { id: 11, title: 'Name compounds', parentIds: null },
        ],
      });
    }
    if (method === 'GET' && path === '/tags/project/chem') {
      return json(200, {
        result: 'success',
        tags: [
          { id: 20, title: 'Easy' },
          { id: 21, title: 'Stoichiometry' },
        ],
      });
    }
    if (method === 'POST' && path === '/tags/project/chem') return json(201, { result: 'success', tag: { id: 31, title: (body as { title: string }).title } });
    if (method === 'POST' && path === '/objectives/project/chem') return json(201, { result: 'success', resourceId: 12 });
    return json(404, { message: 'Not found' });
  });
  return { api, calls };
}

const optionNames = (picker: string) =>
  within(screen.getByRole('listbox', { name: picker }))
    .queryAllByRole('option')
    .map((option) => option.textContent);

const twoPartModel = { authoring: { parts: [{ id: 'p1' }, { id: 'p2' }] } };

/** The pickers of an activity with two parts, its objectives and tags held as the host holds them. */
function renderPickers(initial: { objectives: Record<string, number[]>; tags: number[] }, handle?: Handler) {
  const { api, calls } = fakeApi(handle);
  const latest = { ...initial };
  function Pickers() {
    const catalog = useProjectObjectivesAndTags('chem');
    const [objectives, setObjectives] = useState(initial.objectives);
    const [tags, setTags] = useState(initial.tags);
    return (
      <ActivityObjectivesAndTags
        catalog={catalog}
        model={twoPartModel}
        objectives={objectives}
        tags={tags}
        onObjectivesChange={(next) => {
          latest.objectives = next;
          setObjectives(next);
        }}
        onTagsChange={(next) => {
          latest.tags = next;
          setTags(next);
        }}
      />
    );
  }
  render(
    <SessionProvider api={api}>
      <Pickers />
    </SessionProvider>,
  );
  return { calls, latest };
}

describe('the objective and tag pickers', () => {
  it('show one objectives picker per part and a tag picker, with the stored choices as chips', async () => {
    renderPickers({ objectives: { p1: [10] }, tags: [21] });
    const part1 = await screen.findByRole('combobox', { name: 'Learning objectives, Part 1' });
    const part2 = screen.getByRole('combobox', { name: 'Learning objectives, Part 2' });
    const tags = screen.getByRole('combobox', { name: 'Tags' }) as HTMLInputElement;
    expect((part2 as HTMLInputElement).placeholder).toBe('Select or Create learning objectives...');
    // A picker with chips needs no placeholder.
    expect((part1 as HTMLInputElement).placeholder).toBe('');
    expect(tags.placeholder).toBe('');
    expect(screen.getByRole('button', { name: 'Remove Balance equations' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Stoichiometry' })).toBeTruthy();
    fireEvent.click(part1);
    expect(optionNames('Learning objectives, Part 1')).toEqual(['Name compounds']);
  });

  it('picks an objective for one part only', async () => {
    const { latest } = renderPickers({ objectives: { p1: [10] }, tags: [] });
    const part2 = await screen.findByRole('combobox', { name: 'Learning objectives, Part 2' });
    fireEvent.change(part2, { target: { value: 'balance' } });
    fireEvent.keyDown(part2, { key: 'Enter' });
    expect(latest.objectives).toEqual({ p1: [10], p2: [10] });
  });

  it("creates a tag from 'Create new tag: Kinetics' and selects it", async () => {
    const { calls, latest } = renderPickers({ objectives: {}, tags: [20] });
    const tags = await screen.findByRole('combobox', { name: 'Tags' });
    fireEvent.change(tags, { target: { value: 'Kinetics' } });
    expect(optionNames('Tags')).toEqual(['Create new tag: Kinetics']);
    fireEvent.click(screen.getByRole('option', { name: 'Create new tag: Kinetics' }));
    expect(await screen.findByRole('button', { name: 'Remove Kinetics' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/tags/project/chem')?.body).toEqual({ title: 'Kinetics' });
    expect(latest.tags).toEqual([20, 31]);
  });

  it("creates an objective from 'Create new objective: ...', offered then to every part", async () => {
    const { calls, latest } = renderPickers({ objectives: {}, tags: [] });
    const part1 = await screen.findByRole('combobox', { name: 'Learning objectives, Part 1' });
    fireEvent.change(part1, { target: { value: 'Rates of reaction' } });
    fireEvent.keyDown(part1, { key: 'Enter' });
    expect(await screen.findByRole('button', { name: 'Remove Rates of reaction' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/objectives/project/chem')?.body).toEqual({ title: 'Rates of reaction' });
    expect(latest.objectives).toEqual({ p1: [12] });
    const part2 = screen.getByRole('combobox', { name: 'Learning objectives, Part 2' });
    fireEvent.change(part2, { target: { value: 'rates' } });
    expect(optionNames('Learning objectives, Part 2')).toEqual(['Rates of reaction', 'Create new objective: rates']);
  });

  it('shows a refused create and keeps the typed title', async () => {
    renderPickers({ objectives: {}, tags: [] }, (method, path) =>
      method === 'POST' && path === '/tags/project/chem' ? json(400, { message: 'Use at most 200 characters for a tag' }) : undefined,
    );
    const tags = (await screen.findByRole('combobox', { name: 'Tags' })) as HTMLInputElement;
    fireEvent.change(tags, { target: { value: 'Kinetics' } });
    fireEvent.keyDown(tags, { key: 'Enter' });
    expect((await screen.findByRole('alert')).textContent).toBe('Use at most 200 characters for a tag');
    expect(tags.value).toBe('Kinetics');
  });

  it('says when the lists could not be loaded', async () => {
    renderPickers({ objectives: {}, tags: [] }, (method, path) => (method === 'GET' && path === '/tags/project/chem' ? json(500, { message: 'Boom' }) : undefined));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load the learning objectives and tags: Boom');
    // The objectives still came.
    fireEvent.click(screen.getByRole('combobox', { name: 'Learning objectives, Part 1' }));
    expect(optionNames('Learning objectives, Part 1')).toEqual(['Balance equations', 'Name compounds']);
  });
});

// The plugins as the app loads them from the plugin list; multiple choice has one part, id '1'.
const plugins = await loadEditorPlugins();
const multipleChoice = plugins.host.activityTypes.get('oli_multiple_choice') as ActivityTypeContribution<Record<string, unknown>>;
let nextId = 0;
const services: EditorServices = { createId: () => `id${++nextId}`, projectSlug: 'chem', loadPages: async () => [], pickMedia: async () => undefined, requestContentType: () => Promise.reject(new Error('No server in this test')), requestApi: () => Promise.reject(new Error('No server in this test')) };

describe('the activity editor host with objectives and tags', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  function renderHost(readOnly: boolean) {
    const { authoring, ...content } = multipleChoice.createDefaultModel();
    const { api, calls } = fakeApi((method, path) => {
      if (method === 'GET' && path === '/storage/project/chem/resource/77') {
        return json(200, { resourceId: 77, activityType: 'oli_multiple_choice', title: 'Multiple Choice', content, authoring, objectives: { '1': [10] }, tags: [20] });
      }
      if (method === 'PUT') return json(200, { result: 'success' });
      return undefined;
    });
    render(
      <SessionProvider api={api}>
        <ActivityEditorHost activityId={77} pageId={5} plugins={plugins} services={services} readOnly={readOnly} />
      </SessionProvider>,
    );
    return calls;
  }

  it('saves the objectives and tags with the model in one autosave', async () => {
    const calls = renderHost(false);
    const objectives = await screen.findByRole('combobox', { name: 'Learning objectives' });
    expect(screen.getByRole('button', { name: 'Remove Balance equations' })).toBeTruthy();
    fireEvent.change(objectives, { target: { value: 'name' } });
    fireEvent.keyDown(objectives, { key: 'Enter' });
    const tags = screen.getByRole('combobox', { name: 'Tags' });
    fireEvent.change(tags, { target: { value: 'Kinetics' } });
    fireEvent.keyDown(tags, { key: 'Enter' });
    await screen.findByRole('button', { name: 'Remove Kinetics' });
    fireEvent.click(screen.getByRole('button', { name: 'Add choice' }));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(2100));
    const saves = calls.filter((c) => c.method === 'PUT');
    expect(saves).toHaveLength(1);
    expect(saves[0].path).toBe('/storage/project/chem/resource/77?lock=5');
    const body = saves[0].body as { content: { choices: unknown[] }; authoring: unknown; objectives: unknown; tags: unknown };
    expect(body.objectives).toEqual({ '1': [10, 11] });
    expect(body.tags).toEqual([20, 31]);
    expect(body.content.choices).toHaveLength(3);
    expect(body.authoring).toBeDefined();
    expect(await screen.findByText('All changes saved')).toBeTruthy();
  });

  it('shows the pickers disabled when read-only, and not in the preview', async () => {
    renderHost(true);
    const tags = (await screen.findByRole('combobox', { name: 'Tags' })) as HTMLInputElement;
    expect(tags.disabled).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Learning objectives' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Remove Easy' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.queryByRole('combobox', { name: 'Tags' })).toBeNull();
  });

  it('on a page, loads the lists once for all its activities and offers a tag made in one in the others', async () => {
    const { authoring, ...content } = multipleChoice.createDefaultModel();
    const { api, calls } = fakeApi((method, path) => {
      const stored = /^\/storage\/project\/chem\/resource\/(77|78)$/.exec(path);
      if (method === 'GET' && stored) {
        return json(200, { resourceId: Number(stored[1]), activityType: 'oli_multiple_choice', title: 'Multiple Choice', content, authoring, objectives: {}, tags: [] });
      }
      return undefined;
    });
    render(
      <SessionProvider api={api}>
        <ProjectObjectivesAndTagsProvider projectSlug="chem">
          <ActivityEditorHost activityId={77} pageId={5} plugins={plugins} services={services} readOnly={false} />
          <ActivityEditorHost activityId={78} pageId={5} plugins={plugins} services={services} readOnly={false} />
        </ProjectObjectivesAndTagsProvider>
      </SessionProvider>,
    );
    await waitFor(() => expect(screen.getAllByRole('combobox', { name: 'Tags' })).toHaveLength(2));
    const [first, second] = screen.getAllByRole('combobox', { name: 'Tags' });
    fireEvent.change(first, { target: { value: 'Kinetics' } });
    fireEvent.keyDown(first, { key: 'Enter' });
    await screen.findByRole('button', { name: 'Remove Kinetics' });
    fireEvent.change(second, { target: { value: 'Kin' } });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toContain('Kinetics');
    expect(calls.filter((c) => c.method === 'GET' && c.path === '/tags/project/chem')).toHaveLength(1);
    expect(calls.filter((c) => c.method === 'GET' && c.path === '/objectives/project/chem')).toHaveLength(1);
  });
});
