import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';
import { sectionSlug } from './sections.js';
import { addResource, addRevision, buildCourse, buildSection, countRows, createProject, enrolledUser, pageContent, signedInUser } from './testing/signed-in-user.js';

describe('sectionSlug', () => {
  it('keeps the title words and adds a random suffix', () => {
    expect(sectionSlug('Intro to Chemistry: Fall 2025!', () => 'abc123')).toBe('intro-to-chemistry-fall-2025-abc123');
    expect(sectionSlug('Économie', () => 'x')).toBe('economie-x');
    expect(sectionSlug('!!!', () => 'x')).toBe('section-x');
    expect(sectionSlug('a'.repeat(100), () => 'x')).toHaveLength(62);
  });
});

describe.each(testDialects())('sections on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  it('creates a section on the latest publication, with its creator as instructor', async () => {
    const course = await buildCourse(server);
    await course.author.client.post(`/api/v1/project/${course.project.slug}/publish`);
    await course.author.client.post(`/api/v1/project/${course.project.slug}/publish`);
    const created = await course.author.client.post('/api/v1/sections', { projectSlug: course.project.slug, title: '  Spring Term  ', openAndFree: true });
    expect(created.status).toBe(201);
    expect(created.body.sectionSlug).toMatch(/^spring-term-[0-9a-f]{6}$/);
    const section = await server.services.db('sections').where({ slug: created.body.sectionSlug }).first();
    expect(section).toMatchObject({ title: 'Spring Term', project_id: course.project.id });
    expect(Boolean(section.open_and_free)).toBe(true);
    const latest = await server.services.db('publications').where({ project_id: course.project.id, number: 2 }).first();
    expect(Number(section.publication_id)).toBe(Number(latest.id));

    const mine = await course.author.client.get('/api/v1/sections');
    expect(mine.body.sections).toEqual([
      {
        slug: created.body.sectionSlug,
        title: 'Spring Term',
        role: 'instructor',
        openAndFree: true,
        projectSlug: course.project.slug,
        publicationNumber: 2,
        lastVisited: null,
        progress: { pagesVisited: 0, pages: 3, activitiesCompleted: 0, activities: 1 },
      },
    ]);
  });

  it('tells a visitor who is not signed in whether a section is open to guests, and nothing of a closed one', async () => {
    const open = await buildSection(server, { openAndFree: true });
    const closed = await buildSection(server);
    const visitor = server.client();
    expect(await visitor.get(`/api/v1/sections/${open.sectionSlug}/open`)).toMatchObject({ status: 200, body: { section: { slug: open.sectionSlug, title: 'Spring Term' } } });
    expect(await visitor.get(`/api/v1/sections/${closed.sectionSlug}/open`)).toMatchObject({ status: 404, body: { message: 'Section not found' } });
    expect((await visitor.get('/api/v1/sections/no-such-section/open')).status).toBe(404);
    const guest = server.client();
    expect((await guest.post('/api/v1/auth/guest', {})).status).toBe(201);
    expect((await guest.get(`/api/v1/sections/${open.sectionSlug}`)).status).toBe(200);
    expect((await guest.get(`/api/v1/sections/${closed.sectionSlug}`)).status).toBe(403);
  });

  it('refuses a section before the first publication with 409', async () => {
    const author = await signedInUser(server);
    const project = await createProject(server.services.db, author.id);
    const answer = await author.client.post('/api/v1/sections', { projectSlug: project.slug, title: 'Too soon' });
    expect(answer).toMatchObject({ status: 409, body: { message: 'Publish the project before creating a section' } });
  });

  it.each([
    [{ title: 'No project' }, 'projectSlug'],
    [{ projectSlug: 'p', title: '' }, 'title: Enter a title for the section'],
    [{ projectSlug: 'p', title: 'x', openAndFree: 'yes' }, 'openAndFree'],
    [{ projectSlug: { $ne: '' }, title: 'x' }, 'projectSlug'],
    [{ projectSlug: 'p', title: 'x', publicationId: 1 }, 'Unrecognized key'],
  ])('refuses a malformed section %j with a 400 and stores nothing', async (body, message) => {
    const author = await signedInUser(server);
    const before = await countRows(server.services.db, 'sections');
    const answer = await author.client.post('/api/v1/sections', body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(message);
    expect(await countRows(server.services.db, 'sections')).toBe(before);
  });

  it('answers 401, 404 and 403 when creating a section', async () => {
    const course = await buildCourse(server);
    await course.author.client.post(`/api/v1/project/${course.project.slug}/publish`);
    expect((await server.client().post('/api/v1/sections', { projectSlug: course.project.slug, title: 'x' })).status).toBe(401);
    expect((await course.author.client.post('/api/v1/sections', { projectSlug: 'nope', title: 'x' })).status).toBe(404);
    const stranger = await signedInUser(server);
    expect((await stranger.client.post('/api/v1/sections', { projectSlug: course.project.slug, title: 'x' })).status).toBe(403);
  });

  it('shows an enrolled user the section and the frozen hierarchy of its publication', async () => {
    const course = await buildSection(server);
    const learner = await enrolledUser(server, course.sectionSlug);
    // Changes after publishing are not in the outline.
    await addRevision(server.services.db, course.second.resourceId, { title: 'Renamed', content: pageContent('x') });
    await addResource(server.services.db, course.project.id, { kind: 'page', title: 'New page', content: pageContent('new'), parentId: course.unit.resourceId, position: 2 });
    const answer = await learner.client.get(`/api/v1/sections/${course.sectionSlug}`);
    expect(answer.status).toBe(200);
    expect(answer.body.section).toEqual({ slug: course.sectionSlug, title: 'Spring Term', openAndFree: false, role: 'student', preview: false, publication: { publicationId: expect.any(Number), number: 1 } });
    const outline = (node: { type: string; title: string; index: number; children: unknown[] }): unknown => [node.type, node.title, node.index, node.children.map((c) => outline(c as never))];
    expect(outline(answer.body.hierarchy)).toEqual([
      'root',
      'Spring Term',
      0,
      [
        ['page', 'Intro', 1, []],
        ['container', 'Unit', 1, [['page', 'Lesson', 1, []], ['page', 'Second', 2, []]]],
      ],
    ]);
    expect(answer.body.hierarchy.children[1].children[0]).toMatchObject({ id: course.lesson.resourceId, slug: expect.stringMatching(/^lesson-/) });
  });

  it('answers 401, 404 and 403 for a section, and enrols visitors of an open-and-free one', async () => {
    const course = await buildSection(server);
    expect((await server.client().get(`/api/v1/sections/${course.sectionSlug}`)).status).toBe(401);
    const visitor = await signedInUser(server);
    expect((await visitor.client.get('/api/v1/sections/no-such-section')).status).toBe(404);
    expect(await visitor.client.get(`/api/v1/sections/${course.sectionSlug}`)).toMatchObject({ status: 403, body: { message: 'You are not enrolled in this section' } });
    const open = await buildSection(server, { openAndFree: true });
    expect((await visitor.client.get(`/api/v1/sections/${open.sectionSlug}`)).body.section.role).toBe('student');
    expect((await visitor.client.get('/api/v1/sections')).body.sections.map((s: { slug: string }) => s.slug)).toEqual([open.sectionSlug]);
    expect((await server.client().get('/api/v1/sections')).status).toBe(401);
  });

  it('opens a preview to project members and instructors of the section, enrolling nobody', async () => {
    const course = await buildSection(server);
    const path = `/api/v1/sections/${course.sectionSlug}?mode=preview`;
    const member = await signedInUser(server);
    await server.services.db('project_members').insert({ project_id: course.project.id, user_id: member.id, role: 'author' });
    const answer = await member.client.get(path);
    expect(answer).toMatchObject({ status: 200, body: { section: { slug: course.sectionSlug, role: 'instructor', preview: true } } });
    expect(answer.body.hierarchy.children.map((node: { title: string }) => node.title)).toEqual(['Intro', 'Unit']);
    expect(await countRows(server.services.db, 'enrollments', { user_id: member.id })).toBe(0);

    const instructor = await enrolledUser(server, course.sectionSlug, 'instructor');
    expect((await instructor.client.get(path)).body.section.preview).toBe(true);
    const learner = await enrolledUser(server, course.sectionSlug);
    expect(await learner.client.get(path)).toMatchObject({ status: 403, body: { message: 'Only authors of this project and instructors of this section may preview it' } });
    const open = await buildSection(server, { openAndFree: true });
    const visitor = await signedInUser(server);
    expect((await visitor.client.get(`/api/v1/sections/${open.sectionSlug}?mode=preview`)).status).toBe(403);
    expect(await countRows(server.services.db, 'enrollments', { user_id: visitor.id })).toBe(0);
    expect((await server.client().get(path)).status).toBe(401);
    expect((await member.client.get('/api/v1/sections/no-such-section?mode=preview')).status).toBe(404);
    expect((await member.client.get(`/api/v1/sections/${course.sectionSlug}?mode=edit`)).status).toBe(400);
  });

  it('moves a section to the latest publication (project members and its instructors)', async () => {
    const course = await buildSection(server);
    const path = `/api/v1/sections/${course.sectionSlug}/publication`;
    await course.author.client.post(`/api/v1/project/${course.project.slug}/publish`);
    const instructor = await enrolledUser(server, course.sectionSlug, 'instructor');
    const student = await enrolledUser(server, course.sectionSlug);
    expect((await server.client().put(path)).status).toBe(401);
    expect((await course.author.client.put('/api/v1/sections/nope/publication')).status).toBe(404);
    expect((await student.client.put(path)).status).toBe(403);
    expect((await course.author.client.put(path, { publicationId: 1 })).status).toBe(400);
    const moved = await instructor.client.put(path);
    expect(moved).toMatchObject({ status: 200, body: { publicationId: expect.any(Number), number: 2 } });
    const section = await server.services.db('sections').where({ slug: course.sectionSlug }).first();
    expect(Number(section.publication_id)).toBe(moved.body.publicationId);
    await course.author.client.post(`/api/v1/project/${course.project.slug}/publish`);
    expect(await course.author.client.put(path)).toMatchObject({ status: 200, body: { number: 3 } });
  });
});
