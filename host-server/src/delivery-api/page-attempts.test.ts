import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';
import type { Knex } from 'knex';
import type { PageItem } from '@quire/core';
import {
  activityContent,
  addResource,
  addRevision,
  buildSection,
  countRows,
  createProject,
  enrolledUser,
  pageContent,
  signedInUser,
} from './testing/signed-in-user.js';

interface ActivityAttemptBody {
  activityId: number;
  activityType: string | null;
  attemptGuid: string;
  parts: { partId: string }[];
}
interface SelectionBody {
  selectionId: string;
  activityIds: number[];
}

const selection = (id: string, count: number, conditions: unknown = null) => ({ type: 'selection', id, count, logic: { conditions } }) as PageItem;

/** A project of four tagged banked activities (two `cells`, one `energy`, one untagged) and an embedded `energy` one, published, with a section. */
async function buildSelectionSection(server: TestServer) {
  const { db } = server.services;
  const author = await signedInUser(server, { name: 'Author' });
  const project = await createProject(db, author.id);
  const tag = async (title: string) => Number((await db('tags').insert({ project_id: project.id, title }).returning('id'))[0].id);
  const cells = await tag('cells');
  const energy = await tag('energy');
  const activity = async (title: string, tags: number[]) => {
    const added = await addResource(db, project.id, { kind: 'activity', title, content: activityContent(title, ['1']), activityType: 'oli_multiple_choice', scope: 'banked' });
    await db('revisions').where({ id: added.revisionId }).update({ tags: JSON.stringify(tags) });
    return added.resourceId;
  };
  const activities = [await activity('Membrane', [cells]), await activity('Nucleus', [cells]), await activity('ATP', [energy]), await activity('Review', [])];
  // A page's own (embedded) activity is not in the bank: no selection draws it.
  const embedded = await addResource(db, project.id, { kind: 'activity', title: 'Inline energy', content: activityContent('Inline energy', ['1']), activityType: 'oli_multiple_choice' });
  await db('revisions').where({ id: embedded.revisionId }).update({ tags: JSON.stringify([energy]) });
  const page = async (title: string, items: PageItem[]) =>
    (await addResource(db, project.id, { kind: 'page', title, content: JSON.stringify({ model: items }) })).resourceId;
  const pages = {
    pickTwo: await page('Pick two', [selection('pick', 2)]),
    byTag: await page('By tag', [selection('cells-only', 5, { fact: 'tags', operator: 'contains', value: [cells] })]),
    scarce: await page('Scarce', [selection('energy-only', 3, { fact: 'tags', operator: 'contains', value: [energy] })]),
    twoSelections: await page('Two selections', [selection('first', 2), { type: 'group', id: 'g', purpose: 'none', children: [selection('rest', 10)] } as PageItem]),
    referenced: await page('Referenced', [
      { type: 'activity-reference', id: 'ref', activity_id: activities[0] } as PageItem,
      selection('others', 4),
    ]),
  };
  const published = await author.client.post(`/api/v1/project/${project.slug}/publish`);
  if (published.status !== 201) throw new Error(`publish failed: ${published.status}`);
  const created = await author.client.post('/api/v1/sections', { projectSlug: project.slug, title: 'Selections' });
  if (created.status !== 201) throw new Error(`section failed: ${created.status}`);
  return { author, project, activities, pages, sectionSlug: created.body.sectionSlug as string };
}

const selectionRows = (db: Knex, attemptGuid: string) =>
  db('selection_draws as sd')
    .join('resource_attempts as ra', 'ra.id', 'sd.resource_attempt_id')
    .where('ra.guid', attemptGuid)
    .orderBy('sd.selection_id')
    .orderBy('sd.position')
    .select('sd.selection_id', 'sd.position', 'sd.activity_id');

describe.each(testDialects())('page attempts on %s', (dialect) => {
  let server: TestServer;
  let course: Awaited<ReturnType<typeof buildSection>>;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    course = await buildSection(server);
  });
  afterAll(() => server.close());

  const visit = (slug: string, id: number | string) => `/api/v1/sections/${slug}/resource/${id}/attempt`;

  it('opens an attempt with activity and part attempts, and returns it on the next visit', async () => {
    const learner = await enrolledUser(server, course.sectionSlug);
    const first = await learner.client.post(visit(course.sectionSlug, course.lesson.resourceId));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ attemptGuid: expect.any(String), attemptNumber: 1, state: 'active', date: expect.any(String) });
    expect(first.body.activityAttempts).toHaveLength(1);
    const [activity] = first.body.activityAttempts;
    expect(activity).toMatchObject({ activityId: course.activity.resourceId, activityType: 'oli_multiple_choice', attemptNumber: 1, state: 'active' });
    expect(activity.parts.map((p: { partId: string; attemptNumber: number; state: string }) => [p.partId, p.attemptNumber, p.state])).toEqual([
      ['1', 1, 'active'],
      ['2', 1, 'active'],
    ]);
    const row = await server.services.db('resource_attempts').where({ guid: first.body.attemptGuid }).first();
    expect(Number(row.revision_id)).toBe(course.lesson.revisionId);

    const again = await learner.client.post(visit(course.sectionSlug, course.lesson.resourceId), {});
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);

    const plain = await learner.client.post(visit(course.sectionSlug, course.second.resourceId));
    expect(plain).toMatchObject({ status: 201, body: { attemptNumber: 1, activityAttempts: [] } });
  });

  it('opens a new attempt once the section delivers a new revision of the page', async () => {
    const local = await buildSection(server);
    const learner = await enrolledUser(server, local.sectionSlug);
    const first = await learner.client.post(visit(local.sectionSlug, local.second.resourceId));
    const revised = await addRevision(server.services.db, local.second.resourceId, { title: 'Second', content: pageContent('v2') });
    expect((await learner.client.post(visit(local.sectionSlug, local.second.resourceId))).body.attemptGuid).toBe(first.body.attemptGuid);
    await local.author.client.post(`/api/v1/project/${local.project.slug}/publish`);
    await local.author.client.put(`/api/v1/sections/${local.sectionSlug}/publication`);
    const next = await learner.client.post(visit(local.sectionSlug, local.second.resourceId));
    expect(next).toMatchObject({ status: 201, body: { attemptNumber: 2 } });
    expect(Number((await server.services.db('resource_attempts').where({ guid: next.body.attemptGuid }).first()).revision_id)).toBe(revised);
  });

  it('opens one attempt when the first visits race', async () => {
    const learner = await enrolledUser(server, course.sectionSlug);
    const answers = await Promise.all(Array.from({ length: 6 }, () => learner.client.post(visit(course.sectionSlug, course.lesson.resourceId))));
    expect(new Set(answers.map((a) => a.body.attemptGuid)).size).toBe(1);
    expect(answers.every((a) => a.status === 200 || a.status === 201)).toBe(true);
    expect(await countRows(server.services.db, 'resource_attempts', { user_id: learner.id })).toBe(1);
    expect(await countRows(server.services.db, 'activity_attempts', { resource_id: course.activity.resourceId, revision_id: course.activity.revisionId })).toBeGreaterThan(0);
  });

  it('answers 401, 404 and 403, and refuses a body with fields, storing nothing', async () => {
    const learner = await enrolledUser(server, course.sectionSlug);
    expect((await server.client().post(visit(course.sectionSlug, course.lesson.resourceId))).status).toBe(401);
    expect((await learner.client.post(visit('nope', course.lesson.resourceId))).status).toBe(404);
    for (const id of [999999, 'abc', course.unit.resourceId, course.activity.resourceId, course.deleted.resourceId]) {
      expect(await learner.client.post(visit(course.sectionSlug, id))).toMatchObject({ status: 404 });
    }
    const stranger = await signedInUser(server);
    expect((await stranger.client.post(visit(course.sectionSlug, course.lesson.resourceId))).status).toBe(403);
    expect((await learner.client.post(visit(course.sectionSlug, course.lesson.resourceId), { number: 3 })).status).toBe(400);
    expect(await countRows(server.services.db, 'resource_attempts', { user_id: learner.id })).toBe(0);
  });

  it("reads an activity attempt's model (without answers) and state, for its owner only", async () => {
    const learner = await enrolledUser(server, course.sectionSlug);
    const visitBody = (await learner.client.post(visit(course.sectionSlug, course.lesson.resourceId))).body;
    const guid = visitBody.activityAttempts[0].attemptGuid;
    const path = `/api/v1/state/course/${course.sectionSlug}/activity_attempt/${guid}/`;
    const answer = await learner.client.get(path);
    expect(answer.status).toBe(200);
    expect(answer.body.result).toBe('success');
    expect(answer.body.model.stem).toBeDefined();
    expect(answer.body.model).not.toHaveProperty('authoring');
    expect(answer.body.state).toMatchObject({ activityId: course.activity.resourceId, attemptGuid: guid, attemptNumber: 1, state: 'active', score: null, outOf: null, dateEvaluated: null });
    expect(answer.body.state.parts.map((p: { partId: string; hintsRequested: number; response: unknown }) => [p.partId, p.hintsRequested, p.response])).toEqual([
      ['1', 0, null],
      ['2', 0, null],
    ]);
    expect((await learner.client.get(path.slice(0, -1))).status).toBe(200);

    expect((await server.client().get(path)).status).toBe(401);
    const classmate = await enrolledUser(server, course.sectionSlug);
    expect(await classmate.client.get(path)).toMatchObject({ status: 403, body: { message: 'This attempt belongs to another learner' } });
    expect((await learner.client.get(`/api/v1/state/course/${course.sectionSlug}/activity_attempt/unknown-guid/`)).status).toBe(404);
    const other = await buildSection(server);
    expect((await learner.client.get(`/api/v1/state/course/${other.sectionSlug}/activity_attempt/${guid}/`)).status).toBe(404);
    expect((await learner.client.get(`/api/v1/state/course/nope/activity_attempt/${guid}/`)).status).toBe(404);
  });

  describe('selections', () => {
    let course: Awaited<ReturnType<typeof buildSelectionSection>>;
    beforeAll(async () => {
      course = await buildSelectionSection(server);
    });

    const drawnOf = (body: { selections: SelectionBody[] }, selectionId: string) => body.selections.find((s) => s.selectionId === selectionId)?.activityIds ?? [];

    it('draws two distinct activities of the project with attempts, and shows the same ones on reload', async () => {
      const learner = await enrolledUser(server, course.sectionSlug);
      const first = await learner.client.post(visit(course.sectionSlug, course.pages.pickTwo));
      expect(first.status).toBe(201);
      expect(first.body.selections).toHaveLength(1);
      const drawn = drawnOf(first.body, 'pick');
      expect(drawn).toHaveLength(2);
      expect(new Set(drawn).size).toBe(2);
      for (const id of drawn) expect(course.activities).toContain(id);
      const attempts = first.body.activityAttempts as ActivityAttemptBody[];
      expect(attempts.map((a) => a.activityId).sort()).toEqual([...drawn].sort());
      for (const attempt of attempts) expect(attempt).toMatchObject({ activityType: 'oli_multiple_choice', attemptNumber: 1, state: 'active', parts: [{ partId: '1' }] });
      // A drawn activity's attempt is read like any other.
      const read = await learner.client.get(`/api/v1/state/course/${course.sectionSlug}/activity_attempt/${attempts[0].attemptGuid}/`);
      expect(read.status).toBe(200);
      expect(read.body.model).not.toHaveProperty('authoring');

      const reload = await learner.client.post(visit(course.sectionSlug, course.pages.pickTwo));
      expect(reload.status).toBe(200);
      expect(reload.body).toEqual(first.body);
      expect((await selectionRows(server.services.db, first.body.attemptGuid)).map((row) => Number(row.activity_id))).toEqual(drawn);
    });

    it('draws anew, and keeps the old draw, when the learner gets a new page attempt', async () => {
      const learner = await enrolledUser(server, course.sectionSlug);
      const first = await learner.client.post(visit(course.sectionSlug, course.pages.pickTwo));
      await addRevision(server.services.db, course.pages.pickTwo, { title: 'Pick two', content: JSON.stringify({ model: [selection('pick', 2)] }) });
      await course.author.client.post(`/api/v1/project/${course.project.slug}/publish`);
      await course.author.client.put(`/api/v1/sections/${course.sectionSlug}/publication`);
      const next = await learner.client.post(visit(course.sectionSlug, course.pages.pickTwo));
      expect(next).toMatchObject({ status: 201, body: { attemptNumber: 2 } });
      const drawn = drawnOf(next.body, 'pick');
      expect(new Set(drawn).size).toBe(2);
      expect((next.body.activityAttempts as ActivityAttemptBody[]).map((a) => a.activityId).sort()).toEqual([...drawn].sort());
      expect(await selectionRows(server.services.db, next.body.attemptGuid)).toHaveLength(2);
      expect((await selectionRows(server.services.db, first.body.attemptGuid)).map((row) => Number(row.activity_id))).toEqual(drawnOf(first.body, 'pick'));
    });

    it('draws only the activities whose tags match, and what exists when fewer match than asked', async () => {
      const learner = await enrolledUser(server, course.sectionSlug);
      const [membrane, nucleus, atp] = course.activities;
      const byTag = await learner.client.post(visit(course.sectionSlug, course.pages.byTag));
      expect([...drawnOf(byTag.body, 'cells-only')].sort()).toEqual([membrane, nucleus].sort());
      const scarce = await learner.client.post(visit(course.sectionSlug, course.pages.scarce));
      expect(scarce.body.selections).toEqual([{ selectionId: 'energy-only', activityIds: [atp] }]);
      expect((scarce.body.activityAttempts as ActivityAttemptBody[]).map((a) => a.activityId)).toEqual([atp]);
    });

    it('does not draw an activity twice on a page: neither one the page references nor one another selection drew', async () => {
      const learner = await enrolledUser(server, course.sectionSlug);
      const two = await learner.client.post(visit(course.sectionSlug, course.pages.twoSelections));
      expect(two.body.selections.map((s: SelectionBody) => s.selectionId)).toEqual(['first', 'rest']);
      const first = drawnOf(two.body, 'first');
      const rest = drawnOf(two.body, 'rest');
      expect(first).toHaveLength(2);
      expect(rest).toHaveLength(2);
      expect(new Set([...first, ...rest])).toEqual(new Set(course.activities));

      const referenced = await learner.client.post(visit(course.sectionSlug, course.pages.referenced));
      const others = drawnOf(referenced.body, 'others');
      expect([...others].sort()).toEqual(course.activities.slice(1).sort());
      const attempted = (referenced.body.activityAttempts as ActivityAttemptBody[]).map((a) => a.activityId);
      expect(attempted.sort()).toEqual([...course.activities].sort());
    });

    it('answers an empty list of selections for a page without any', async () => {
      const other = await buildSection(server);
      const elsewhere = await enrolledUser(server, other.sectionSlug);
      expect((await elsewhere.client.post(visit(other.sectionSlug, other.lesson.resourceId))).body.selections).toEqual([]);
    });
  });
});
