import { ApiClient } from '../../../app/api-client.js';
import { CHEMISTRY_PROJECT } from './csv-test-files.js';

export interface CsvServerCall {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

/**
 * A server for project 'chem' holding the sample file's objectives, tags and activity
 * types; the bulk create answers `answerBulk(body)` (created revisions by default) and
 * every call is recorded.
 */
export function fakeCsvServer(answerBulk?: (body: { bulkData: { title: string }[] }) => Response) {
  const calls: CsvServerCall[] = [];
  const api = new ApiClient('/api/v1', async (url, init) => {
    const method = String(init?.method ?? 'GET');
    const path = String(url).replace('/api/v1', '');
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    if (path === '/auth/me') return Response.json({ user: { id: 1, name: 'Ada', email: 'a@x' }, csrfToken: 't' });
    if (method === 'GET' && path === '/objectives/project/chem') {
      return Response.json({ result: 'success', objectives: CHEMISTRY_PROJECT.objectives.map((objective) => ({ ...objective, parentIds: null })) });
    }
    if (method === 'GET' && path === '/tags/project/chem') return Response.json({ result: 'success', tags: CHEMISTRY_PROJECT.tags });
    if (method === 'GET' && path === '/projects/chem/activity-types') {
      return Response.json({
        result: 'success',
        types: CHEMISTRY_PROJECT.activityTypes.map((type, index) => ({ ...type, id: index + 1, description: '', globallyAvailable: true })),
      });
    }
    if (method === 'POST' && path === '/project/chem/create/activity/bulk') {
      const bulk = body as { bulkData: { title: string }[] };
      if (answerBulk) return answerBulk(bulk);
      const revisions = bulk.bulkData.map((row, index) => ({ ...row, resourceId: 100 + index, revisionSlug: `q-${index}` }));
      return Response.json({ result: 'success', revisions }, { status: 201 });
    }
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  return { api, calls };
}
