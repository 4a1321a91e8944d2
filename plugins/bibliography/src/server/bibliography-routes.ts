import Router from '@koa/router';
import type { Knex } from 'knex';
import { parseCslItems } from '@quire/plugin-sdk';
import { PluginHttpError, pluginRequest, readJsonBody, type PluginRateLimit, type PluginServerServices } from '@quire/plugin-sdk/server';
import {
  MAX_IMPORT_TEXT_LENGTH,
  MAX_RECORDS_PER_ENTRY,
  MAX_RETRIEVE_LIMIT,
  type BibRowsAnswer,
} from '../common/bibliography-api.js';
import { CITE_KIND } from '../common/cite-kinds.js';
import { BibliographyStore, MAX_NOTE_LENGTH, MAX_TITLE_LENGTH, type EntryInput } from './bibliography-store.js';
import { parseCitationText, type ParseOptions } from './citation-parser.js';
import type { EntryFormatter } from './entry-formatter.js';

/** Imports per author: lookups of DOIs and Wikidata ids reach other servers, so they are bounded. */
export const IMPORTS_PER_MINUTE: PluginRateLimit = { max: 30, windowMs: 60_000 };

/** The largest entry body: 50 records of CSL JSON with room to spare. */
const ENTRY_BODY_BYTES = 512 * 1024;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function refuseUnknownFields(body: Record<string, unknown>, allowed: readonly string[]): void {
  const unknown = Object.keys(body).find((key) => !allowed.includes(key));
  if (unknown !== undefined) throw new PluginHttpError(400, `Unknown field '${unknown}': send ${allowed.join(', ')}`);
}

/** `{ title?, content: { data }, note? }`, with the records checked against the CSL JSON schema (unknown fields removed). */
function entryBody(body: unknown): EntryInput {
  if (!isRecord(body)) throw new PluginHttpError(400, 'The body is an object with the entry’s content');
  refuseUnknownFields(body, ['title', 'content', 'note']);
  const { title, content, note } = body;
  if (title !== undefined && (typeof title !== 'string' || title.length > MAX_TITLE_LENGTH)) throw new PluginHttpError(400, `title: text of at most ${MAX_TITLE_LENGTH} characters`);
  if (note !== undefined && (typeof note !== 'string' || note.length > MAX_NOTE_LENGTH)) throw new PluginHttpError(400, `note: text of at most ${MAX_NOTE_LENGTH} characters`);
  if (!isRecord(content) || !Array.isArray(content.data)) throw new PluginHttpError(400, 'content: an object whose data is a list of CSL JSON records', { errors: ['content.data: a list of CSL JSON records'] });
  if (content.data.length === 0 || content.data.length > MAX_RECORDS_PER_ENTRY) {
    throw new PluginHttpError(400, `An entry holds from 1 to ${MAX_RECORDS_PER_ENTRY} records`, { errors: [`content.data: from 1 to ${MAX_RECORDS_PER_ENTRY} records`] });
  }
  const parsed = parseCslItems(content.data);
  if (!parsed.ok) throw new PluginHttpError(400, 'The entry does not match the CSL JSON schema', { errors: parsed.errors });
  return { data: parsed.items, ...(title === undefined ? {} : { title }), ...(note === undefined ? {} : { note }) };
}

/** `{ paging: { offset, limit } }`, limit at most 100; without paging, the first page of 10. */
function pagingBody(body: unknown): { offset: number; limit: number } {
  if (!isRecord(body)) throw new PluginHttpError(400, 'The body is an object with paging');
  refuseUnknownFields(body, ['paging']);
  const paging = body.paging ?? { offset: 0, limit: 10 };
  const whole = (value: unknown, max: number) => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;
  if (!isRecord(paging) || !whole(paging.offset, Number.MAX_SAFE_INTEGER) || !whole(paging.limit, MAX_RETRIEVE_LIMIT) || paging.limit === 0) {
    throw new PluginHttpError(400, `paging: { offset, limit } with a limit from 1 to ${MAX_RETRIEVE_LIMIT}`);
  }
  return { offset: paging.offset as number, limit: paging.limit as number };
}

function entryIdParam(value: string | undefined): number {
  if (value === undefined || !/^[1-9][0-9]{0,14}$/.test(value)) throw new PluginHttpError(404, 'Bibliography entry not found');
  return Number(value);
}

/**
 * The bibliography's routes (spec authoring §7), mounted at `/api/v1/bibs`; see
 * ../common/bibliography-api.ts for the bodies and answers. Members of the project only:
 * learners read entries through the pages they are delivered with.
 */
export function bibliographyRoutes(services: PluginServerServices<Knex>, parseOptions: () => ParseOptions, formatter: EntryFormatter): Router {
  const store = new BibliographyStore(services.db, { now: () => services.clock.now(), formatter });
  const router = new Router();

  /** The project of the address, for a member of it (404 and 403 otherwise, as the host's routes answer). */
  const memberProject = async (ctx: { params: Record<string, string | undefined>; state: unknown }) => {
    const { user } = pluginRequest(ctx);
    const project = await services.access.project(ctx.params.slug ?? '');
    if (!project) throw new PluginHttpError(404, 'Project not found');
    if (user.isGuest || !(await services.access.isProjectMember(user.id, project.slug))) throw new PluginHttpError(403, 'You are not an author of this project');
    return { user, project };
  };

  router.get('/project/:slug', async (ctx) => {
    const { project } = await memberProject(ctx);
    ctx.body = { result: 'success', rows: await store.list(project.id) } satisfies BibRowsAnswer;
  });

  router.post('/project/:slug/retrieve', async (ctx) => {
    const { project } = await memberProject(ctx);
    const { offset, limit } = pagingBody(await readJsonBody(ctx, { bytes: 4096, depth: 3 }));
    const rows = await store.list(project.id);
    ctx.body = { result: 'success', rows: rows.slice(offset, offset + limit), totalCount: rows.length } satisfies BibRowsAnswer;
  });

  router.post('/project/:slug/import', async (ctx) => {
    const { user, project } = await memberProject(ctx);
    const body = await readJsonBody(ctx, { bytes: MAX_IMPORT_TEXT_LENGTH * 2 + 1024, depth: 2 });
    if (!isRecord(body) || typeof body.text !== 'string') throw new PluginHttpError(400, 'text: the pasted citations, as text');
    refuseUnknownFields(body, ['text']);
    const limit = await services.access.hit(`import:${user.id}`, IMPORTS_PER_MINUTE);
    if (!limit.allowed) throw new PluginHttpError(429, `Too many imports: try again in ${Math.ceil(limit.retryAfterMs / 1000)} s`);
    const parsed = await parseCitationText(body.text, parseOptions());
    if (!parsed.ok) throw new PluginHttpError(400, parsed.message, { errors: parsed.errors });
    const rows = await store.create(project.id, parsed.items.map((item) => ({ data: [item] })), user.id);
    ctx.status = 201;
    ctx.body = { result: 'success', rows, count: rows.length } satisfies BibRowsAnswer;
  });

  router.post('/project/:slug', async (ctx) => {
    const { user, project } = await memberProject(ctx);
    const input = entryBody(await readJsonBody(ctx, { bytes: ENTRY_BODY_BYTES, depth: 8 }));
    ctx.status = 201;
    ctx.body = { result: 'success', rows: await store.create(project.id, [input], user.id) } satisfies BibRowsAnswer;
  });

  router.put('/project/:slug/entry/:entryId', async (ctx) => {
    const { user, project } = await memberProject(ctx);
    const entryId = entryIdParam(ctx.params.entryId);
    const input = entryBody(await readJsonBody(ctx, { bytes: ENTRY_BODY_BYTES, depth: 8 }));
    const row = await store.update(project.id, entryId, input, user.id);
    if (!row) throw new PluginHttpError(404, 'Bibliography entry not found');
    ctx.body = { result: 'success', rows: [row] } satisfies BibRowsAnswer;
  });

  router.delete('/project/:slug/entry/:entryId', async (ctx) => {
    const { project } = await memberProject(ctx);
    const entryId = entryIdParam(ctx.params.entryId);
    if (!(await store.find(project.id, entryId))) throw new PluginHttpError(404, 'Bibliography entry not found');
    const pages = await services.access.pagesWithElement(project.id, CITE_KIND, 'bibref', entryId);
    if (pages.length > 0) {
      const titles = pages.map((page) => `'${page.title}'`).join(', ');
      throw new PluginHttpError(409, `This entry is cited on ${pages.length === 1 ? 'the page' : 'these pages'} ${titles}: remove the citations first`, {
        pages: pages.map(({ id, slug, title }) => ({ id, slug, title })),
      });
    }
    await store.delete(project.id, entryId);
    ctx.body = { result: 'success' };
  });

  return router;
}
