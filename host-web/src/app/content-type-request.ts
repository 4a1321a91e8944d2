import type { ContentTypeRequest } from '@quire/plugin-sdk/delivery';
import type { ApiClient } from './api-client.js';

/** The plugins' content-type routes, `/api/v1/content_types/<kind>`, called with the session of `api`. */
export function contentTypeRequester(api: ApiClient): ContentTypeRequest {
  return (kind, init = {}) => {
    const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
    return api.request<unknown>(method, `/content_types/${encodeURIComponent(kind)}`, init.body);
  };
}
