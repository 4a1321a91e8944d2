/** Shortcuts of the authoring route tests: signing in, and making projects, pages and activities. */
import type { TestClient } from '../../testing/test-client.js';
import type { TestServer } from '../../testing/test-server.js';

let counter = 0;
/** A unique email for this test run. */
export function uniqueEmail(name: string): string {
  counter += 1;
  return `${name.toLowerCase()}-${counter}-${process.pid}@example.org`;
}

/** A signed-in browser of a new account. */
export async function signedIn(server: TestServer, name: string): Promise<TestClient & { email: string; userId: number }> {
  const client = server.client();
  const email = uniqueEmail(name);
  const user = await client.register(email, 'correct horse battery', name);
  return Object.assign(client, { email, userId: user.id });
}

/** Creates a project and answers its slug. */
export async function createProject(client: TestClient, title = 'Chemistry 101'): Promise<string> {
  const response = await client.post('/api/v1/projects', { title });
  if (response.status !== 201) throw new Error(`project: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.slug as string;
}

/** Makes `member` an author of the project `client` owns. */
export async function addAuthor(owner: TestClient, slug: string, member: { email: string }): Promise<void> {
  const response = await owner.post(`/api/v1/projects/${slug}/members`, { email: member.email, role: 'author' });
  if (response.status !== 201) throw new Error(`member: ${response.status} ${JSON.stringify(response.body)}`);
}

/** Adds a page or container to the curriculum and answers the new item. */
export async function createItem(
  client: TestClient,
  slug: string,
  title: string,
  kind: 'page' | 'container' = 'page',
  parentId?: number,
): Promise<{ id: number; slug: string; title: string; position: number; parentId: number | null }> {
  const response = await client.post(`/api/v1/projects/${slug}/curriculum`, { kind, title, ...(parentId ? { parentId } : {}) });
  if (response.status !== 201) throw new Error(`curriculum: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** Creates a banked `test-quiz` activity and answers its resource id. */
export async function createActivity(client: TestClient, slug: string, stem = 'What is 2 + 2?', scope = 'banked'): Promise<number> {
  const response = await client.post(`/api/v1/project/${slug}/activity/test-quiz`, { model: { stem }, objectives: {}, scope });
  if (response.status !== 201) throw new Error(`activity: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.resourceId as number;
}

/** Rows in a table, optionally matching `where`. */
export async function countRows(server: TestServer, table: string, where: Record<string, unknown> = {}): Promise<number> {
  const row = await server.services.db(table).where(where).count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

/** A page model with one content item holding `children`. */
export function pageWith(children: unknown[]): { model: unknown[] } {
  return { model: [{ type: 'content', id: 'c1', children }] };
}

/** A page model with a paragraph, then an `activity-reference` item for each activity. */
export function pageEmbedding(activityIds: readonly number[]): { model: unknown[] } {
  return {
    model: [
      { type: 'content', id: 'c1', children: [paragraph('Try these')] },
      ...activityIds.map((id) => ({ type: 'activity-reference', id: `ref-${id}`, activity_id: id })),
    ],
  };
}

/** A valid paragraph node. */
export function paragraph(text: string, id = 'p1'): Record<string, unknown> {
  return { type: 'p', id, children: [{ text }] };
}

/** A project with its owner, an author added by the owner, and a signed-in stranger who is neither. */
export async function projectWithMembers(server: TestServer, title: string) {
  const [owner, author, stranger] = await Promise.all([signedIn(server, 'Owner'), signedIn(server, 'Author'), signedIn(server, 'Stranger')]);
  const slug = await createProject(owner, title);
  await addAuthor(owner, slug, author);
  return { owner, author, stranger, slug };
}
