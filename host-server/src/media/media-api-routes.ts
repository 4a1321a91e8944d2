/**
 * The media library's calls (spec authoring §7): upload, list, archive, and the legacy
 * superactivity upload. Every one is for members of the project only.
 */
import { Readable } from 'node:stream';
import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { MEDIA_PAGE_SIZE } from '@quire/core';
import { requireUser } from '../auth/auth-middleware.js';
import { badRequest } from '../http/http-error.js';
import { describeZodError, readBody } from '../http/read-body.js';
import { requireProjectMember } from '../permissions.js';
import type { ServerServices } from '../server-services.js';
import { acceptUpload, type UploadAnswer } from './accept-upload.js';
import { decodeBase64File } from './decode-base64-file.js';
import { listMediaItems, MEDIA_ORDER_COLUMNS, type MediaOrderBy, type MimePattern } from './list-media-items.js';
import { archiveMediaItems, referenceCounts, toMediaItem } from './media-store.js';
import { readMultipartUpload } from './read-multipart-upload.js';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const fileName = z.string().min(1, 'Give the file a name').max(1000, 'The file name is too long');
const base64Upload = z.strictObject({ file: z.string().min(1, 'Choose a file to upload'), name: fileName });
const superactivityUpload = z.strictObject({
  file: z.string().min(1, 'Choose a file to upload'),
  name: fileName,
  // A relative folder such as `webcontent/images`: no empty, `.` or `..` segment.
  directory: z
    .string()
    .max(200)
    .regex(/^$|^(?!\.{1,2}(\/|$))[\w .-]+(\/(?!\.{1,2}(\/|$))[\w .-]+)*$/, 'Use a relative folder such as webcontent/images')
    .optional(),
  projectSlug: z.string().min(1).max(100),
});
const archiveBody = z.strictObject({
  mediaItemIds: z.array(z.string().regex(GUID, 'Not a media item id')).min(1, 'Choose the items to archive').max(500),
});

const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value);
const listQuery = z.object({
  offset: z.preprocess(blankIsAbsent, z.string().regex(/^\d{1,9}$/, 'Use a whole number').transform(Number).optional()),
  limit: z.preprocess(
    blankIsAbsent,
    z.string().regex(/^\d{1,4}$/, 'Use a whole number').transform(Number).pipe(z.number().min(1).max(200, 'Ask for at most 200 items')).optional(),
  ),
  mimeFilter: z.preprocess(blankIsAbsent, z.string().max(2000).optional()),
  urlFilter: z.preprocess(blankIsAbsent, z.string().max(2000).optional()),
  searchText: z.preprocess(blankIsAbsent, z.string().max(200).optional()),
  orderBy: z.preprocess(blankIsAbsent, z.enum(Object.keys(MEDIA_ORDER_COLUMNS) as [MediaOrderBy, ...MediaOrderBy[]]).optional()),
  order: z.preprocess(blankIsAbsent, z.enum(['asc', 'desc']).optional()),
});

const MIME_PATTERN = /^([a-z0-9][a-z0-9!#$&^_.+-]{0,62})\/(\*|[a-z0-9][a-z0-9!#$&^_.+-]{0,126})$/;

/** `image/*,audio/mpeg` as patterns; `*` or `*\/*` alone mean every type. */
function parseMimeFilter(text: string | undefined): MimePattern[] {
  if (text === undefined) return [];
  const entries = text
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  if (entries.some((entry) => entry === '*' || entry === '*/*')) return [];
  if (entries.length > 50) throw badRequest('mimeFilter: give at most 50 types');
  return entries.map((entry) => {
    const match = MIME_PATTERN.exec(entry);
    if (!match) throw badRequest(`mimeFilter: '${entry.slice(0, 100)}' is not a type such as image/png or image/*`);
    return match[2] === '*' ? { prefix: match[1] } : { exact: entry };
  });
}

function answer(ctx: Context, upload: UploadAnswer): void {
  ctx.status = upload.status;
  ctx.body = upload.body;
}

export function mediaApiRoutes(services: ServerServices): Router {
  const router = new Router({ prefix: '/api/v1' });

  // Small files as base64 JSON (the spec's body, capped like every JSON body); anything
  // larger as multipart/form-data, streamed to the BlobStore.
  router.post('/media/project/:projectSlug', async (ctx) => {
    const { project } = await requireProjectMember(ctx, services, ctx.params.projectSlug);
    if (ctx.is('multipart/form-data')) {
      answer(ctx, await readMultipartUpload(ctx, (file, name) => acceptUpload(services, project, file, name)));
      return;
    }
    const body = await readBody(ctx, base64Upload);
    answer(ctx, await acceptUpload(services, project, Readable.from([decodeBase64File(body.file)]), body.name));
  });

  router.get('/media/project/:projectSlug', async (ctx) => {
    const { project } = await requireProjectMember(ctx, services, ctx.params.projectSlug);
    const parsed = listQuery.safeParse(ctx.query);
    if (!parsed.success) throw badRequest(describeZodError(parsed.error));
    const query = parsed.data;
    const { rows, total } = await listMediaItems(services.db, project, {
      offset: query.offset ?? 0,
      limit: query.limit ?? MEDIA_PAGE_SIZE,
      mimeFilter: parseMimeFilter(query.mimeFilter),
      urlFilter: query.urlFilter,
      searchText: query.searchText?.trim(),
      orderBy: query.orderBy ?? 'dateCreated',
      order: query.order ?? 'desc',
    });
    const counts = await referenceCounts(
      services.db,
      rows.map((row) => row.id),
    );
    ctx.body = { type: 'success', results: rows.map((row) => toMediaItem(row, project.slug, counts.get(row.id) ?? 0)), totalResults: total };
  });

  router.post('/media/project/:projectSlug/delete', async (ctx) => {
    const { project } = await requireProjectMember(ctx, services, ctx.params.projectSlug);
    const { mediaItemIds } = await readBody(ctx, archiveBody);
    const archived = await archiveMediaItems(services.db, project.id, [...new Set(mediaItemIds)], services.clock.now());
    ctx.body = { type: 'success', archived };
  });

  // A legacy superactivity's file: the body does not say which project, so it names it.
  router.post('/superactivity/media', async (ctx) => {
    requireUser(ctx);
    const body = await readBody(ctx, superactivityUpload);
    const { project } = await requireProjectMember(ctx, services, body.projectSlug);
    const source = Readable.from([decodeBase64File(body.file)]);
    answer(ctx, await acceptUpload(services, project, source, body.name, body.directory || undefined));
  });

  return router;
}
