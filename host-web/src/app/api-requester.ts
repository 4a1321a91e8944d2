import type { ApiRequest } from '@quire/plugin-sdk/authoring';
import type { ApiClient } from './api-client.js';

/** The server's `/api/v1` routes as plugins call them (`requestApi`), with the session of `api`; refusals reject with its `ApiError` (status and body). */
export function apiRequester(api: ApiClient): ApiRequest {
  return (path, init = {}) => {
    if (!path.startsWith('/')) return Promise.reject(new Error(`An API path starts with '/': ${path}`));
    const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
    return api.request<unknown>(method, path, init.body);
  };
}
