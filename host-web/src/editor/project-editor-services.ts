import { createId } from '@quire/core';
import type { EditorServices } from '@quire/plugin-sdk/authoring';
import type { ApiClient } from '../app/api-client.js';
import { apiRequester } from '../app/api-requester.js';
import { contentTypeRequester } from '../app/content-type-request.js';

/** What every editor of a project's content gets from the host: ids, media, its plugins' API calls and the project's pages. */
export function projectEditorServices(api: ApiClient, projectSlug: string, pickMedia: EditorServices['pickMedia']): EditorServices {
  return {
    createId,
    projectSlug,
    pickMedia,
    requestContentType: contentTypeRequester(api),
    requestApi: apiRequester(api),
    loadPages: async () => {
      const answer = await api.get<{ type: string; pages: { id: number; title: string; slug: string }[]; message?: string }>(`/project/${projectSlug}/link`);
      if (answer.type !== 'success') throw new Error(answer.message ?? 'Could not load the pages');
      return answer.pages;
    },
  };
}
