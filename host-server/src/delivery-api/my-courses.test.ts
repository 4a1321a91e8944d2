import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';
import { capitalPart, learnerOnPage, rulesActivityPlugin, rulesModel, sectionWithActivities } from './testing/rules-activity-plugin.js';
import { addResource, buildSection, enrolledUser, pageContent, signedInUser } from './testing/signed-in-user.js';

describe.each(testDialects())('My Courses and the catalog on %s', (dialect) => {
  let server: TestServer;
  let now = new Date('2026-03-01T10:00:00Z');
  beforeAll(async () => {
    server = await startTestServer(dialect, { extraPlugins: [rulesActivityPlugin], clock: { now: () => now } });
  });
  afterAll(() => server.close());

  it('lists the learner’s sections, the last visited first, with the page visited last and progress', async () => {
    const course = await buildSection(server);
    const other = await buildSection(server);
    const learner = await enrolledUser(server, course.sectionSlug);
    await server.services.db('enrollments').insert({ section_id: (await server.services.db('sections').where({ slug: other.sectionSlug }).first('id')).id, user_id: learner.id, role: 'student' });
    const visit = (sectionSlug: string, pageId: number) => learner.client.post(`/api/v1/sections/${sectionSlug}/resource/${pageId}/attempt`);

    const fresh = (await learner.client.get('/api/v1/sections')).body.sections;
    expect(fresh.map((s: { slug: string }) => s.slug).sort()).toEqual([course.sectionSlug, other.sectionSlug].sort());
    expect(fresh[0]).toMatchObject({ lastVisited: null, progress: { pagesVisited: 0, pages: 3, activitiesCompleted: 0, activities: 1 } });

    now = new Date('2026-03-02T10:00:00Z');
    expect((await visit(other.sectionSlug, other.intro.resourceId)).status).toBe(201);
    now = new Date('2026-03-03T10:00:00Z');
    await visit(course.sectionSlug, course.intro.resourceId);
    await visit(course.sectionSlug, course.lesson.resourceId);
    await visit(course.sectionSlug, course.intro.resourceId);
    now = new Date('2026-03-03T11:00:00Z');
    await visit(course.sectionSlug, course.lesson.resourceId);

    const sections = (await learner.client.get('/api/v1/sections')).body.sections;
    expect(sections.map((s: { slug: string }) => s.slug)).toEqual([course.sectionSlug, other.sectionSlug]);
    expect(sections[0]).toMatchObject({
      role: 'student',
      publicationNumber: 1,
      lastVisited: { slug: expect.stringMatching(/^lesson-/), title: 'Lesson', visitedAt: '2026-03-03T11:00:00.000Z' },
      progress: { pagesVisited: 2, pages: 3, activitiesCompleted: 0, activities: 1 },
    });
    expect(sections[1]).toMatchObject({ lastVisited: { title: 'Intro' }, progress: { pagesVisited: 1, pages: 3 } });
    // Another person's list is their own.
    const stranger = await signedInUser(server);
    expect((await stranger.client.get('/api/v1/sections')).body.sections).toEqual([]);
    expect((await server.client().get('/api/v1/sections')).status).toBe(401);
  });

  it('counts an activity as completed once an attempt at it is evaluated, and the activities selections draw', async () => {
    const course = await sectionWithActivities(server, [rulesModel([capitalPart('1')]), rulesModel([capitalPart('1')])]);
    const learner = await learnerOnPage(server, course);
    const progress = async () => (await learner.client.get('/api/v1/sections')).body.sections.find((s: { slug: string }) => s.slug === course.sectionSlug).progress;
    expect(await progress()).toEqual({ pagesVisited: 1, pages: 1, activitiesCompleted: 0, activities: 2 });
    const [first] = learner.attempts;
    const answered = await learner.client.put(`/api/v1/state/course/${course.sectionSlug}/activity_attempt/${first.attemptGuid}`, {
      partInputs: first.parts.map((part) => ({ attemptGuid: part.attemptGuid, response: { input: 'Lyon' } })),
    });
    expect(answered.body.state.state).toBe('evaluated');
    expect(await progress()).toEqual({ pagesVisited: 1, pages: 1, activitiesCompleted: 1, activities: 2 });

    // A page with a selection of two adds two activities to the total of the next publication.
    const { db } = server.services;
    await addResource(db, course.project.id, { kind: 'page', title: 'Drawn', content: JSON.stringify({ model: [{ type: 'selection', id: 'sel', count: 2, logic: { conditions: null } }] }) });
    await course.author.client.post(`/api/v1/project/${course.project.slug}/publish`);
    await course.author.client.put(`/api/v1/sections/${course.sectionSlug}/publication`);
    expect(await progress()).toEqual({ pagesVisited: 1, pages: 2, activitiesCompleted: 1, activities: 4 });
  });

  it('lists open and free sections to anyone, and never a closed one', async () => {
    const open = await buildSection(server, { openAndFree: true });
    const closed = await buildSection(server);
    const visitor = server.client();
    const catalog = await visitor.get('/api/v1/catalog');
    expect(catalog.status).toBe(200);
    const slugs = catalog.body.sections.map((s: { slug: string }) => s.slug);
    expect(slugs).toContain(open.sectionSlug);
    expect(slugs).not.toContain(closed.sectionSlug);
    expect(catalog.body.sections.find((s: { slug: string }) => s.slug === open.sectionSlug)).toEqual({ slug: open.sectionSlug, title: 'Spring Term', projectTitle: 'Test Project' });
  });

  it('answers one client address at most 120 times a minute', async () => {
    now = new Date('2026-04-01T10:00:00Z');
    const visitor = server.client();
    for (let i = 0; i < 120; i++) expect((await visitor.get('/api/v1/catalog')).status).toBe(200);
    const refused = await visitor.get('/api/v1/catalog');
    expect(refused).toMatchObject({ status: 429, body: { message: 'Too many requests: try again in 60 seconds' } });
    now = new Date('2026-04-01T10:01:00Z');
    expect((await visitor.get('/api/v1/catalog')).status).toBe(200);
  });

  it('keeps the totals of a publication once counted', async () => {
    const course = await buildSection(server);
    const learner = await enrolledUser(server, course.sectionSlug);
    await learner.client.get('/api/v1/sections');
    const section = await server.services.db('sections').where({ slug: course.sectionSlug }).first('publication_id');
    expect(await server.services.db('publication_totals').where({ publication_id: section.publication_id }).first('pages', 'activities')).toEqual({ pages: 3, activities: 1 });
    // Later edits to the project change nothing the publication delivers.
    await addResource(server.services.db, course.project.id, { kind: 'page', title: 'Later', content: pageContent('later') });
    expect((await learner.client.get('/api/v1/sections')).body.sections[0].progress.pages).toBe(3);
  });
});
