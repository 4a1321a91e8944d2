import { describe, expect, it } from 'vitest';
import { ApiClient, ApiError, NETWORK_FAILURE } from './api-client.js';

describe('ApiClient', () => {
  it('sends the CSRF token on state-changing calls only', async () => {
    const seen: Record<string, string | undefined> = {};
    const api = new ApiClient('/api/v1', async (_url, init) => {
      seen[String(init?.method)] = (init?.headers as Record<string, string>)['x-csrf-token'];
      return Response.json({});
    });
    api.setCsrfToken('t0ken');
    await api.get('/x');
    await api.post('/x', {});
    expect(seen).toEqual({ GET: undefined, POST: 't0ken' });
  });

  it('rejects with the status, status text and the JSON body message', async () => {
    const api = new ApiClient('/api/v1', async () => new Response(JSON.stringify({ message: 'No lock' }), { status: 423, statusText: 'Locked' }));
    await expect(api.put('/x', {})).rejects.toMatchObject({ status: 423, statusText: 'Locked', message: 'No lock' });
  });

  it('reports a request that never reached the server as a network failure', async () => {
    const api = new ApiClient('/api/v1', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(NETWORK_FAILURE);
  });
});
