import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** How long requests in flight may take to finish once the server is asked to stop. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Stops taking connections, lets the requests in flight finish (for up to `graceMs`, then
 * closes the connections left) and resolves once every connection is closed.
 */
export function closeServerGracefully(server: Server, graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
  return new Promise((resolve) => {
    // A request that arrives meanwhile on a kept-alive connection is answered, and its connection closed after.
    const closeAfterAnswer = (_request: IncomingMessage, response: ServerResponse) => response.setHeader('Connection', 'close');
    server.prependListener('request', closeAfterAnswer);
    // A kept-alive connection whose request has been answered would hold the server open until it timed out.
    const closeIdle = setInterval(() => server.closeIdleConnections(), 50);
    const cutOff = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(closeIdle);
      clearTimeout(cutOff);
      server.off('request', closeAfterAnswer);
      resolve();
    });
  });
}
