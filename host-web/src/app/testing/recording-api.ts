import { ApiClient } from '../api-client.js';

export interface RecordingApi {
  readonly api: ApiClient;
  /** Every PUT made, in order, with its path under /api/v1 and its body. */
  readonly puts: { path: string; body: unknown }[];
}

/** How PUTs are refused: the status and message, and any other fields of the error body (a form's `errors`). */
export interface Refusal {
  readonly status: number;
  readonly message: string;
  readonly details?: Readonly<Record<string, unknown>>;
}

/**
 * An API client for a signed-in author whose GETs answer `answerGet(path)` and whose PUTs
 * are recorded and answered with `answerPut(path, body)` (success when not given), or
 * refused with `refusal`.
 */
export function recordingApi(answerGet: (path: string) => unknown, refusal?: Refusal, answerPut?: (path: string, body: unknown) => unknown): RecordingApi {
  const puts: { path: string; body: unknown }[] = [];
  const api = new ApiClient('/api/v1', async (url, init) => {
    const path = String(url).replace('/api/v1', '');
    if (path === '/auth/me') return Response.json({ user: { id: 1, name: 'Ada', email: 'a@x' }, csrfToken: 't' });
    if (init?.method === 'PUT') {
      const body: unknown = JSON.parse(String(init.body));
      puts.push({ path, body });
      if (refusal) return Response.json({ ...refusal.details, message: refusal.message }, { status: refusal.status });
      return Response.json(answerPut ? answerPut(path, body) : { result: 'success' });
    }
    return Response.json(answerGet(path));
  });
  return { api, puts };
}
