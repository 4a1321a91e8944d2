import type { Context, Next } from 'koa';

/**
 * Answers every failure as `{ message }` with its status (spec authoring §7); an
 * unexpected error is logged and answered with a generic 500 that leaks nothing.
 */
export async function errorMiddleware(ctx: Context, next: Next): Promise<void> {
  try {
    await next();
  } catch (error) {
    const status = (error as { status?: number }).status;
    // A 503 (too busy for now) is expected too, and its message tells the client to try again.
    if (typeof status === 'number' && ((status >= 400 && status < 500) || status === 503)) {
      ctx.status = status;
      ctx.body = { ...(error as { details?: Record<string, unknown> }).details, message: (error as Error).message };
      // A rate limit says when the client may try again (RFC 9110 §10.2.3).
      const retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
      if (typeof retryAfter === 'number') ctx.set('Retry-After', String(retryAfter));
      return;
    }
    ctx.status = 500;
    ctx.body = { message: 'Something went wrong on the server' };
    ctx.app.emit('error', error, ctx);
  }
  if (ctx.status === 404 && ctx.body === undefined) {
    ctx.body = { message: 'Not found' };
    ctx.status = 404;
  }
}
