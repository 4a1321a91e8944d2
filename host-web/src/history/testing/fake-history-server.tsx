import { render } from '@testing-library/react';
import { createChoiceActivityModel } from '@quire/plugin-sdk';
import { ApiClient } from '../../app/api-client.js';
import { App, preloadScreenAt } from '../../app/app.js';
import { SessionProvider } from '../../app/session.js';
import { MemoryRouter } from '../../app/testing/memory-router.js';
import type { RevisionDetail } from '../revision-history-client.js';

/** A request the fake server received. */
export interface HistoryCall {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

export interface FakeHistoryServer {
  readonly api: ApiClient;
  readonly calls: HistoryCall[];
  /** The activity's revisions, oldest first; the last is the current one. */
  readonly revisions: RevisionDetail[];
  /** Who holds the activity's lock: a restore is refused with 423 naming them. */
  lockedBy?: string;
}

const PROJECT = 'chem';
const ACTIVITY = 'atoms-quiz';
/** Where the history of the fake server's one activity is. */
export const HISTORY_ADDRESS = `/workspaces/course_author/${PROJECT}/curriculum/${ACTIVITY}/history`;
const HISTORY_API = `/project/${PROJECT}/activity/${ACTIVITY}/revisions`;

/** A multiple-choice model whose stem reads `stem`. */
export function questionModel(stem: string): Record<string, unknown> {
  let id = 0;
  const model = createChoiceActivityModel('single', () => `id-${++id}`);
  return { ...model, stem: { id: 'stem', content: [{ type: 'p', id: 'stem-p', children: [{ text: stem }] }] } };
}

/** Revision `number`, written by `authorName` on day `number` of January 2030. */
export function revision(number: number, authorName: string, stem: string, extra: Partial<RevisionDetail> = {}): RevisionDetail {
  return {
    number,
    title: 'Atoms quiz',
    content: questionModel(stem),
    objectives: { '1': [] },
    tags: [],
    authorName,
    createdAt: new Date(Date.UTC(2030, 0, number, 9, 30)).toISOString(),
    ...extra,
  };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * An in-memory stand-in for the history routes of the project 'chem' (its activity
 * 'atoms-quiz' of type oli_multiple_choice): it lists newest first in pages of `pageSize`,
 * reads one revision, and restores one as a new revision by Ada unless `lockedBy` holds the
 * lock. It answers the session, preferences, project list, objectives, tags and the
 * preview's transform the screen asks for on the way.
 */
export function createFakeHistoryServer(revisions: RevisionDetail[], pageSize = 500): FakeHistoryServer {
  const calls: HistoryCall[] = [];
  const server: FakeHistoryServer = { api: undefined as unknown as ApiClient, calls, revisions };
  const summary = ({ number, title, authorName, createdAt }: RevisionDetail) => ({ number, slug: ACTIVITY, title, authorName, createdAt });

  const answer = (method: string, path: string, query: URLSearchParams, body: unknown): Response => {
    if (path === '/auth/me') return json(200, { user: { id: 1, name: 'Ada', email: 'ada@example.org' }, csrfToken: 't' });
    if (path === '/account/preferences') return json(200, method === 'GET' ? {} : { result: 'success' });
    if (path === '/projects') return json(200, { projects: [{ slug: PROJECT, title: 'Chemistry 101' }] });
    if (path === `/objectives/project/${PROJECT}`) return json(200, { result: 'success', objectives: [{ id: 10, title: 'Name the particles', parentIds: null }] });
    if (path === `/tags/project/${PROJECT}`) return json(200, { result: 'success', tags: [{ id: 20, title: 'Easy' }] });
    if (path === '/project/test/transform') return json(200, { result: 'success', transformed: (body as { model: unknown }).model });
    const current = revisions[revisions.length - 1];
    if (method === 'GET' && path === HISTORY_API) {
      const before = Number(query.get('before') ?? Infinity);
      const older = [...revisions].reverse().filter((r) => r.number < before);
      return json(200, {
        result: 'success',
        resourceId: 7,
        title: current.title,
        activityType: 'oli_multiple_choice',
        currentNumber: current.number,
        revisions: older.slice(0, pageSize).map(summary),
        hasMore: older.length > pageSize,
      });
    }
    const one = /^\/(\d+)(\/restore)?$/.exec(path.slice(HISTORY_API.length));
    const found = one && path.startsWith(HISTORY_API) ? revisions.find((r) => r.number === Number(one[1])) : undefined;
    if (found && method === 'GET' && !one?.[2]) return json(200, { result: 'success', ...found });
    if (found && method === 'POST' && one?.[2]) {
      if (server.lockedBy) {
        return json(423, { message: `${server.lockedBy} is editing resource 7; try again when they are done`, holder: { name: server.lockedBy, email: null } });
      }
      const restored = { ...found, number: current.number + 1, authorName: 'Ada', createdAt: new Date(Date.UTC(2030, 1, 1)).toISOString() };
      revisions.push(restored);
      return json(200, { result: 'success', revisionNumber: restored.number });
    }
    return json(404, { message: 'Not found' });
  };

  Object.assign(server, {
    api: new ApiClient('/api/v1', async (url, init) => {
      const address = new URL(String(url), 'http://quire.test');
      const path = address.pathname.replace('/api/v1', '');
      const method = String(init?.method ?? 'GET');
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path: path + address.search, body });
      return answer(method, path, address.searchParams, body);
    }),
  });
  return server;
}

/** The whole app at `path`, talking to the fake server, its screen fetched first as the browser's first page would be. */
export async function renderAppAt(server: FakeHistoryServer, path = HISTORY_ADDRESS) {
  await preloadScreenAt(path);
  return render(
    <SessionProvider api={server.api}>
      <MemoryRouter path={path}>
        <App />
      </MemoryRouter>
    </SessionProvider>,
  );
}
