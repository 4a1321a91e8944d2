import type { Context } from 'koa';

/** How long a client still sending a refused body is given to stop before the connection is cut. */
const LINGER_MS = 1000;

/**
 * Reads and drops the rest of a refused request's body, for a moment after the answer went
 * out, then closes the connection if the body has not ended. A client still sending (a
 * browser mid-upload) then reads the answer: closing at once, with its bytes unread, resets
 * the connection and the client sees a network error instead of 'File is too large'.
 * Nothing is kept, so memory stays flat whatever the client sends.
 */
export function discardRefusedBody(ctx: Context): void {
  const request = ctx.req;
  request.unpipe();
  request.resume();
  if (request.readableEnded) return;
  ctx.res.once('finish', () => {
    if (request.readableEnded) return;
    const timer = setTimeout(() => request.socket.destroy(), LINGER_MS);
    timer.unref();
    request.once('end', () => clearTimeout(timer));
  });
}
