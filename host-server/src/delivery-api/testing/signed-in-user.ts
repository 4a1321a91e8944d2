import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { UserRole } from '../../auth/user-store.js';
import type { TestClient } from '../../testing/test-client.js';
import type { TestServer } from '../../testing/test-server.js';
import { SESSION_COOKIE } from '../../auth/auth-middleware.js';

/**
 * Test fixtures for the delivery API: rows inserted directly with knex (projects, members,
 * resources, revisions), and users signed in by creating their session in the database,
 * which skips the deliberately slow password hash and keeps the suite fast.
 */

const unique = () => randomBytes(4).toString('hex');

/** A user row; signed in with `signIn`. */
export async function createUser(
  server: TestServer,
  fields: { name?: string; email?: string | null; role?: UserRole; isGuest?: boolean } = {},
): Promise<{ id: number; email: string | null }> {
  const email = fields.email === undefined ? `user-${unique()}@example.org` : fields.email;
  const user = await server.services.users.create(
    { email, name: fields.name ?? 'Test User', passwordHash: null, role: fields.role, isGuest: fields.isGuest },
    server.services.clock.now(),
  );
  return { id: user.id, email: user.email };
}

/** A browser tab signed in as the user: a fresh session, its cookie and CSRF token. */
export async function signIn(server: TestServer, userId: number): Promise<TestClient> {
  const { token, csrfToken } = await server.services.sessions.create(userId, server.services.clock.now());
  const client = server.client();
  // The cookie is private to TestClient: set it as the browser would have received it.
  client['cookie'] = `${SESSION_COOKIE}=${token}`;
  client.csrfToken = csrfToken;
  return client;
}

/** A new user and a tab signed in as them. */
export async function signedInUser(server: TestServer, fields: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(server, fields);
  return { ...user, client: await signIn(server, user.id) };
}

/** A page model with one paragraph, and activity references after it. */
export function pageContent(text: string, activityIds: readonly (number | string)[] = []): string {
  return JSON.stringify({
    model: [
      { type: 'content', id: 'c1', children: [{ type: 'p', id: 'p1', children: [{ text }] }] },
      ...activityIds.map((id, i) => ({ type: 'activity-reference', id: `ref${i}`, activity_id: id })),
    ],
  });
}

/** An activity model whose authoring data holds parts with these ids (the answers). */
export function activityContent(stem: string, partIds: readonly string[] = ['1']): string {
  return JSON.stringify({
    stem: { id: 's1', content: [{ type: 'p', id: 'sp', children: [{ text: stem }] }] },
    choices: [{ id: 'a', content: [] }],
    authoring: {
      parts: partIds.map((id) => ({ id, scoringStrategy: 'average', responses: [{ id: 'r1', rule: 'input like {a}', score: 1 }], hints: [] })),
      transformations: [],
      previewText: stem,
    },
  });
}

/** A project with `ownerId` as its owner. */
export async function createProject(db: Knex, ownerId: number, title = 'Test Project'): Promise<{ id: number; slug: string }> {
  const slug = `project-${unique()}`;
  const [row] = await db('projects').insert({ slug, title, created_at: new Date() }).returning('id');
  const id = Number(row.id);
  await db('project_members').insert({ project_id: id, user_id: ownerId, role: 'owner' });
  return { id, slug };
}

/** Writes a new revision of a resource and makes it the current one. */
export async function addRevision(db: Knex, resourceId: number, fields: { title: string; content: string; objectives?: unknown }): Promise<number> {
  const last = await db('revisions').where({ resource_id: resourceId }).max({ n: 'number' }).first();
  const resource = await db('resources').where({ id: resourceId }).first('slug');
  const [row] = await db('revisions')
    .insert({
      resource_id: resourceId,
      number: Number(last?.n ?? 0) + 1,
      slug: resource.slug,
      title: fields.title,
      content: fields.content,
      objectives: JSON.stringify(fields.objectives ?? {}),
      created_at: new Date(),
    })
    .returning('id');
  const revisionId = Number(row.id);
  await db('resources').where({ id: resourceId }).update({ current_revision_id: revisionId });
  return revisionId;
}

/** A resource with a first revision. */
export async function addResource(
  db: Knex,
  projectId: number,
  fields: { kind: 'container' | 'page' | 'activity'; title: string; content: string; parentId?: number | null; position?: number; activityType?: string; scope?: 'embedded' | 'banked' },
): Promise<{ resourceId: number; revisionId: number }> {
  const slug = `${fields.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${unique()}`;
  const [row] = await db('resources')
    .insert({
      project_id: projectId,
      kind: fields.kind,
      slug,
      parent_id: fields.parentId ?? null,
      position: fields.position ?? 0,
      activity_type: fields.activityType ?? null,
      scope: fields.kind === 'activity' ? (fields.scope ?? 'embedded') : null,
    })
    .returning('id');
  const resourceId = Number(row.id);
  const revisionId = await addRevision(db, resourceId, { title: fields.title, content: fields.content });
  return { resourceId, revisionId };
}

/**
 * A small course: an author (owner) and a project holding a unit with two pages (the first
 * uses an activity with parts `1` and `2`), a top-level page, and a deleted page.
 */
export async function buildCourse(server: TestServer) {
  const { db } = server.services;
  const author = await signedInUser(server, { name: 'Author' });
  const project = await createProject(db, author.id);
  const activity = await addResource(db, project.id, { kind: 'activity', title: 'Question', content: activityContent('Pick one', ['1', '2']), activityType: 'oli_multiple_choice' });
  const unit = await addResource(db, project.id, { kind: 'container', title: 'Unit', content: '{"model":[]}', position: 0 });
  const lesson = await addResource(db, project.id, { kind: 'page', title: 'Lesson', content: pageContent('Hello', [activity.resourceId]), parentId: unit.resourceId, position: 0 });
  const second = await addResource(db, project.id, { kind: 'page', title: 'Second', content: pageContent('Second page'), parentId: unit.resourceId, position: 1 });
  const intro = await addResource(db, project.id, { kind: 'page', title: 'Intro', content: pageContent('Welcome'), position: -1 });
  const deleted = await addResource(db, project.id, { kind: 'page', title: 'Gone', content: pageContent('Gone'), position: 5 });
  await db('resources').where({ id: deleted.resourceId }).update({ deleted_at: new Date() });
  return { author, project, activity, unit, lesson, second, intro, deleted };
}

/**
 * `buildCourse`, published, with a section whose creator (the author) is its instructor;
 * `extraPages` are added to the unit, after its pages, before publishing.
 */
export async function buildSection(server: TestServer, options: { openAndFree?: boolean; extraPages?: readonly { title: string; content: string }[] } = {}) {
  const course = await buildCourse(server);
  for (const [index, page] of (options.extraPages ?? []).entries()) {
    await addResource(server.services.db, course.project.id, { kind: 'page', title: page.title, content: page.content, parentId: course.unit.resourceId, position: 2 + index });
  }
  const published = await course.author.client.post(`/api/v1/project/${course.project.slug}/publish`);
  if (published.status !== 201) throw new Error(`publish failed: ${published.status} ${JSON.stringify(published.body)}`);
  const created = await course.author.client.post('/api/v1/sections', { projectSlug: course.project.slug, title: 'Spring Term', openAndFree: options.openAndFree });
  if (created.status !== 201) throw new Error(`section failed: ${created.status} ${JSON.stringify(created.body)}`);
  return { ...course, sectionSlug: created.body.sectionSlug as string };
}

/** Enrols a new user in a section directly and signs them in. */
export async function enrolledUser(server: TestServer, sectionSlug: string, role: 'student' | 'instructor' = 'student', fields: Parameters<typeof createUser>[1] = {}) {
  const user = await signedInUser(server, fields);
  const section = await server.services.db('sections').where({ slug: sectionSlug }).first('id');
  await server.services.db('enrollments').insert({ section_id: section.id, user_id: user.id, role });
  return user;
}

/** The number of rows in a table (for "nothing stored" checks). */
export async function countRows(db: Knex, table: string, where: Record<string, unknown> = {}): Promise<number> {
  const row = await db(table).where(where).count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}
