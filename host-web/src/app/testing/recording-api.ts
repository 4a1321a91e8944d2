import { ApiClient } from '../api-client.js';

export interface RecordingApi {
  readonly api: ApiClient;
  /** Every PUT made, in order, with its path under /api/v1 and its body. */
  readonly puts: { path: string; body: unknown }[];
}

/**
 * An API client for a signed-in author whose GETs answer `answerGet(path)` and whose PUTs
 * are recorded and answered with success, or refused with `refusal`'s status and message.
 */
export function recordingApi(answerGet: (path: string) => unknown, refusal?: { readonly status: number; readonly message: string }): RecordingApi {
  const puts: { path: string; body: unknown }[] = [];
  const api = new ApiClient('/api/v1', async (url, init) => {
    const path = String(url).replace('/api/v1', '');
    if (path === '/auth/me') return Response.json({ user: { id: 1, name: 'Ada', email: 'a@x' }, csrfToken: 't' });
    if (init?.method === 'PUT') {
      puts.push({ path, body: JSON.parse(String(init.body)) });
      return refusal ? Response.json({ message: refusal.message }, { status: refusal.status }) : Response.json({ result: 'success' });
    }
    return Response.json(answerGet(path));
  });
  return { api, puts };
}
