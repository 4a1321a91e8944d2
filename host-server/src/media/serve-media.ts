/**
 * Serves media files at their items' URLs, `/media/{projectSlug}/{guid}.{ext}`. No session
 * is needed: learners, guests and embedded pages load them, and the guid is a random UUID,
 * so only someone given the URL can (docs/decisions/0012-media-storage.md).
 */
import Router from '@koa/router';
import type { Context } from 'koa';
import { notFound } from '../http/http-error.js';
import type { ServerServices } from '../server-services.js';
import { formatOfMimeType } from './media-formats.js';
import { findServedMedia, MEDIA_PATH_PATTERN, urlExtension } from './media-store.js';
import { parseRange } from './parse-range.js';

/**
 * A served file runs nothing: no script, no plugin, no form, in a sandbox with an opaque
 * origin even if opened as a page. Images, audio and video still display.
 */
const MEDIA_CSP = "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/** `Content-Disposition` with the item's name, ASCII fallback first (RFC 6266). */
function contentDisposition(inline: boolean, fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export function serveMediaRoutes(services: ServerServices): Router {
  const router = new Router();

  router.get('/media/:projectSlug/:file', async (ctx: Context) => {
    const match = MEDIA_PATH_PATTERN.exec(ctx.path);
    if (!match) throw notFound('Media file not found');
    const row = await findServedMedia(services.db, ctx.params.projectSlug, match[2]);
    // Only the URL the item answers with: its guid with another extension is not it.
    if (!row || urlExtension(row.file_name) !== match[3]) throw notFound('Media file not found');
    const size = Number(row.file_size);
    const etag = `"${row.content_hash}"`;
    const inline = formatOfMimeType(row.mime_type)?.inline ?? false;

    ctx.set('Content-Security-Policy', MEDIA_CSP);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Accept-Ranges', 'bytes');
    ctx.set('ETag', etag);
    // A guid's bytes never change.
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    const ifRange = ctx.get('if-range');
    const range = ifRange && ifRange !== etag ? undefined : parseRange(ctx.get('range'), size);
    if (range === 'unsatisfiable') {
      ctx.set('Content-Range', `bytes */${size}`);
      ctx.status = 416;
      ctx.body = { message: 'The requested range is not within the file' };
      return;
    }
    ctx.set('Content-Type', row.mime_type.startsWith('text/') ? `${row.mime_type}; charset=utf-8` : row.mime_type);
    ctx.set('Content-Disposition', contentDisposition(inline, row.file_name));
    ctx.status = range ? 206 : 200;
    if (range) ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    const length = range ? range.end - range.start + 1 : size;
    if (ctx.method === 'HEAD') {
      ctx.set('Content-Length', String(length));
      return;
    }
    try {
      ctx.body = await services.blobs.get(row.blob_key, range);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound('Media file not found');
      throw error;
    }
    ctx.length = length;
  });

  return router;
}
