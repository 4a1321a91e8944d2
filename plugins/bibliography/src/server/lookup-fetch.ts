/**
 * The network side of DOI and Wikidata lookups: every request of one lookup shares a
 * deadline, so a service that never answers fails the lookup in time instead of hanging it.
 */

/** Why a lookup failed: the service could not be reached (or answered with a server error), knows no such record, or answered with something that is not one. */
export type LookupFailure = 'unreachable' | 'not-found' | 'refused';

/** @public */
export class LookupError extends Error {
  constructor(
    readonly failure: LookupFailure,
    message: string,
  ) {
    super(message);
    this.name = 'LookupError';
  }
}

/** The most characters a service's answer may have: a Wikidata item with all its claims is well under it. */
export const MAX_LOOKUP_ANSWER_LENGTH = 8_000_000;

/** One lookup's time limit: the signal aborts its requests, and `within` stops waiting for work that ignores it. */
export interface LookupDeadline {
  readonly signal: AbortSignal;
  within<T>(work: Promise<T>): Promise<T>;
  /** Stops the timer and aborts requests still running. */
  end(): void;
}

export function startDeadline(timeoutMs: number): LookupDeadline {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = new LookupError('unreachable', `no answer within ${timeoutMs} ms`);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  // A deadline that is never raced against must not count as an unhandled rejection.
  expired.catch(() => undefined);
  return {
    signal: controller.signal,
    within: (work) => Promise.race([work, expired]),
    end: () => {
      clearTimeout(timer);
      controller.abort();
    },
  };
}

/** How a lookup's requests are made: through the parse's fetch, within the lookup's deadline. */
export interface LookupRequest {
  readonly fetch: typeof fetch;
  readonly deadline: LookupDeadline;
}

/** GETs `url`, asking for the media type `accept`, and reads its answer as JSON; any failure is a `LookupError`. */
export async function fetchLookupJson(url: string, accept: string, { fetch: fetchImpl, deadline }: LookupRequest): Promise<unknown> {
  let response: Response;
  try {
    response = await deadline.within(fetchImpl(url, { headers: { Accept: accept }, signal: deadline.signal, redirect: 'follow' }));
  } catch (error) {
    throw error instanceof LookupError ? error : new LookupError('unreachable', String(error));
  }
  if (response.status === 404 || response.status === 410) throw new LookupError('not-found', `${url} answered ${response.status}`);
  if (response.status >= 500) throw new LookupError('unreachable', `${url} answered ${response.status}`);
  if (!response.ok) throw new LookupError('refused', `${url} answered ${response.status}`);
  if (Number(response.headers.get('content-length') ?? 0) > MAX_LOOKUP_ANSWER_LENGTH) throw new LookupError('refused', `${url} answered too much`);
  let body: string;
  try {
    body = await deadline.within(response.text());
  } catch (error) {
    throw error instanceof LookupError ? error : new LookupError('unreachable', String(error));
  }
  if (body.length > MAX_LOOKUP_ANSWER_LENGTH) throw new LookupError('refused', `${url} answered too much`);
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new LookupError('refused', `${url} did not answer JSON`);
  }
}
