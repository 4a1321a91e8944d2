import type { TriggerRequest } from '@quire/plugin-sdk/delivery';
import type { ApiClient } from './api-client.js';

/** The trigger API of the section's pages, `POST /api/v1/triggers/{sectionSlug}` (delivery §7), called with the session of `api`. */
export function triggerRequester(api: ApiClient, sectionSlug: string): TriggerRequest {
  return (body) => api.post(`/triggers/${encodeURIComponent(sectionSlug)}`, body);
}
