import { BANK_PAGE_SIZE } from '@quire/core';
import { ApiClient } from '../../app/api-client.js';
import type { BankRow } from '../bank-client.js';
import { TEST_QUESTION, testQuestion } from './bank-test-plugins.js';

export interface RecordedCall {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

/** A reply a test puts in place of the fake server's own answer. */
export type Override = (method: string, path: string, body: unknown) => Response | undefined;

export interface FakeBankServer {
  readonly api: ApiClient;
  readonly calls: RecordedCall[];
  /** The banked activities, newest first. */
  readonly rows: BankRow[];
  /** Activities whose lock another author holds. */
  readonly lockedByOthers: Set<number>;
  /** Answers before the fake's own routes when it returns a response. */
  override: Override | undefined;
  /** The calls of a method whose path starts with `prefix`. */
  callsTo(method: string, prefix: string): RecordedCall[];
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A banked test question: id, title and stem. */
export function bankRow(id: number, title: string, extra: Partial<BankRow> = {}): BankRow {
  return {
    resource_id: id,
    slug: `question-${id}`,
    title,
    content: testQuestion(`Stem of ${title}`),
    objectives: {},
    tags: [],
    activity_type_id: 7,
    activity_type: TEST_QUESTION,
    revision_number: 1,
    ...extra,
  };
}

/**
 * The server of project 'chem' as the bank screen sees it: its objectives (one with a parent),
 * tags, activity types and `rows`; the bank query pages the rows (its logic is recorded,
 * not applied), locks are granted unless in `lockedByOthers`, and every call is recorded.
 */
export function createFakeBankServer(rows: BankRow[]): FakeBankServer {
  const calls: RecordedCall[] = [];
  let nextId = 900;
  const server: FakeBankServer = {
    api: undefined as unknown as ApiClient,
    calls,
    rows,
    lockedByOthers: new Set(),
    override: undefined,
    callsTo: (method, prefix) => calls.filter((call) => call.method === method && call.path.startsWith(prefix)),
  };
  const answer = (method: string, path: string, body: unknown): Response => {
    if (method === 'GET' && path === '/objectives/project/chem') {
      return json(200, {
        result: 'success',
        objectives: [
          { id: 10, title: 'Chemical reactions', parentIds: null },
          { id: 11, title: 'Balance equations', parentIds: [10] },
          { id: 12, title: 'Name compounds', parentIds: null },
        ],
      });
    }
    if (method === 'GET' && path === '/tags/project/chem') return json(200, { result: 'success', tags: [{ id: 20, title: 'Easy' }, { id: 21, title: 'Hard' }] });
    if (method === 'POST' && path === '/tags/project/chem') return json(200, { result: 'success', tag: { id: 31, title: (body as { title: string }).title } });
    if (method === 'POST' && path === '/objectives/project/chem') return json(201, { result: 'success', resourceId: 40 });
    if (method === 'GET' && path === '/projects/chem/activity-types') {
      return json(200, {
        result: 'success',
        types: [
          { id: 7, slug: TEST_QUESTION, friendlyName: 'Test question', description: null, globallyAvailable: true, offered: true },
          { id: 8, slug: 'not_loaded', friendlyName: 'Not loaded here', description: null, globallyAvailable: true, offered: true },
        ],
      });
    }
    if (method === 'POST' && path === '/bank/project/chem') {
      const { paging } = body as { paging: { offset: number; limit: number } };
      return json(200, { result: 'success', queryResult: { rows: server.rows.slice(paging.offset, paging.offset + Math.min(paging.limit, BANK_PAGE_SIZE)), totalCount: server.rows.length } });
    }
    const lock = /^\/project\/chem\/lock\/(\d+)\?fetch_revision=(true|false)$/.exec(path);
    if (method === 'POST' && lock) {
      const id = Number(lock[1]);
      if (server.lockedByOthers.has(id)) return json(200, { type: 'not_acquired', user: 'Bea', holder: { name: 'Bea', email: 'b@x' } });
      const row = server.rows.find((r) => r.resource_id === id);
      const revision = row && lock[2] === 'true' ? { resourceId: id, slug: row.slug, number: row.revision_number, title: row.title, content: row.content, objectives: row.objectives, tags: row.tags } : undefined;
      return json(200, { type: 'acquired', expiresAt: '2026-01-01T00:10:00Z', ...(revision ? { revision } : {}) });
    }
    if (method === 'DELETE' && /^\/project\/chem\/lock\/\d+$/.test(path)) return json(200, { result: 'success' });
    const stored = /^\/storage\/project\/chem\/resource\/(\d+)\?lock=(\d+)$/.exec(path);
    if (stored && method === 'PUT') return json(200, { result: 'success' });
    if (stored && method === 'DELETE') {
      server.rows.splice(server.rows.findIndex((r) => r.resource_id === Number(stored[1])), 1);
      return json(200, { result: 'success' });
    }
    const create = /^\/project\/chem\/activity\/([a-z_]+)$/.exec(path);
    if (method === 'POST' && create) {
      const given = body as { model: Record<string, unknown>; title?: string; objectives?: Record<string, number[]>; tags?: number[] };
      const id = ++nextId;
      server.rows.unshift(bankRow(id, given.title ?? 'New question', { content: given.model, objectives: given.objectives ?? {}, tags: given.tags ?? [] }));
      return json(201, { result: 'success', resourceId: id, revisionSlug: `question-${id}` });
    }
    if (method === 'POST' && path === '/project/chem/delete/activity/bulk') {
      const ids = (body as { resourceIds: number[] }).resourceIds;
      server.rows.splice(0, server.rows.length, ...server.rows.filter((r) => !ids.includes(r.resource_id)));
      return json(200, { result: 'success' });
    }
    return json(404, { message: 'Not found' });
  };
  (server as { api: ApiClient }).api = new ApiClient('/api/v1', async (url, init) => {
    const method = String(init?.method ?? 'GET');
    const path = String(url).replace('/api/v1', '');
    if (path === '/auth/me') return Response.json({ user: { id: 1, name: 'Ada', email: 'a@x' }, csrfToken: 't' });
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    return server.override?.(method, path, body) ?? answer(method, path, body);
  });
  return server;
}

/** `count` questions, 'Question 1' the newest. */
export function manyRows(count: number): BankRow[] {
  return Array.from({ length: count }, (_, i) => bankRow(i + 1, `Question ${i + 1}`));
}
