import type { ApiClient } from './api-client.js';

let client: ApiClient | undefined;

/** The client whose session and CSRF token carry the reports. */
export function setErrorReportClient(api: ApiClient): void {
  client = api;
}

/**
 * Sends a render error to the server's log (`POST /api/v1/client-errors`). Reporting must
 * never raise a second error, so a failed report is only written to the console.
 */
export function reportClientError(error: unknown, where: string): void {
  const err = error instanceof Error ? error : new Error(String(error));
  console.error(err);
  client
    ?.post('/client-errors', {
      where,
      message: err.message.slice(0, 2000),
      stack: (err.stack ?? '').slice(0, 8000),
      url: location.pathname,
    })
    .catch((e: unknown) => console.error('Could not report the error', e));
}
