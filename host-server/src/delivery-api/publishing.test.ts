import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';
import { addRevision, buildCourse, countRows, enrolledUser, pageContent, signedInUser } from './testing/signed-in-user.js';

describe.each(testDialects())('publishing on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  it('freezes every live container, page and activity with its parent and position', async () => {
    const course = await buildCourse(server);
    const first = await course.author.client.post(`/api/v1/project/${course.project.slug}/publish`);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ publicationId: expect.any(Number), number: 1 });
    const frozen = await server.services.db('publication_resources').where({ publication_id: first.body.publicationId }).orderBy('resource_id');
    expect(frozen.map((row) => [Number(row.resource_id), Number(row.revision_id), row.parent_id === null ? null : Number(row.parent_id), Number(row.position)])).toEqual([
      [course.activity.resourceId, course.activity.revisionId, null, 0],
      [course.unit.resourceId, course.unit.revisionId, null, 0],
      [course.lesson.resourceId, course.lesson.revisionId, course.unit.resourceId, 0],
      [course.second.resourceId, course.second.revisionId, course.unit.resourceId, 1],
      [course.intro.resourceId, course.intro.revisionId, null, -1],
    ]);
    const second = await course.author.client.post(`/api/v1/project/${course.project.slug}/publish`, {});
    expect(second.body.number).toBe(2);
  });

  it('keeps what learners see until the next publish', async () => {
    const course = await buildCourse(server);
    await course.author.client.post(`/api/v1/project/${course.project.slug}/publish`);
    const { body } = await course.author.client.post('/api/v1/sections', { projectSlug: course.project.slug, title: 'Term' });
    const learner = await enrolledUser(server, body.sectionSlug);
    const read = async () => {
      const item = (await learner.client.get(`/api/v1/storage/course/${body.sectionSlug}/resource/${course.lesson.resourceId}`)).body;
      return { title: item.title, text: item.content.model[0].children[0].children[0].text };
    };

    await addRevision(server.services.db, course.lesson.resourceId, { title: 'Lesson, revised', content: pageContent('Edited after publishing') });
    expect(await read()).toEqual({ title: 'Lesson', text: 'Hello' });

    await course.author.client.post(`/api/v1/project/${course.project.slug}/publish`);
    expect((await read()).title).toBe('Lesson');
    expect((await course.author.client.put(`/api/v1/sections/${body.sectionSlug}/publication`)).body.number).toBe(2);
    expect(await read()).toEqual({ title: 'Lesson, revised', text: 'Edited after publishing' });
  });

  it('numbers concurrent publishes one after another', async () => {
    const course = await buildCourse(server);
    const answers = await Promise.all(Array.from({ length: 5 }, () => course.author.client.post(`/api/v1/project/${course.project.slug}/publish`)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(answers.map((a) => a.body.number).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('lists the publications, newest first, and the sections with the publication each delivers', async () => {
    const course = await buildCourse(server);
    const base = `/api/v1/project/${course.project.slug}`;
    expect((await course.author.client.get(`${base}/publications`)).body).toEqual({ publications: [] });
    await course.author.client.post(`${base}/publish`);
    const term = (await course.author.client.post('/api/v1/sections', { projectSlug: course.project.slug, title: 'Term', openAndFree: true })).body.sectionSlug;
    await course.author.client.post(`${base}/publish`);
    const autumn = (await course.author.client.post('/api/v1/sections', { projectSlug: course.project.slug, title: 'Autumn' })).body.sectionSlug;
    await enrolledUser(server, term);
    await enrolledUser(server, term, 'instructor');

    const publications = (await course.author.client.get(`${base}/publications`)).body.publications;
    expect(publications).toMatchObject([{ number: 2, publishedAt: expect.any(String) }, { number: 1 }]);
    expect((await course.author.client.get(`${base}/sections`)).body.sections).toEqual([
      { slug: autumn, title: 'Autumn', openAndFree: false, publicationNumber: 2, studentCount: 0 },
      { slug: term, title: 'Term', openAndFree: true, publicationNumber: 1, studentCount: 1 },
    ]);
    const stranger = await signedInUser(server);
    for (const path of [`${base}/publications`, `${base}/sections`]) {
      expect((await stranger.client.get(path)).status).toBe(403);
      expect((await server.client().get(path)).status).toBe(401);
    }
  });

  it('answers 401, 404 and 403, and refuses a body with fields, publishing nothing', async () => {
    const course = await buildCourse(server);
    const path = `/api/v1/project/${course.project.slug}/publish`;
    expect((await server.client().post(path)).status).toBe(401);
    expect((await course.author.client.post('/api/v1/project/no-such-project/publish')).status).toBe(404);
    const stranger = await signedInUser(server);
    expect(await stranger.client.post(path)).toMatchObject({ status: 403, body: { message: 'You are not an author of this project' } });
    expect(await course.author.client.post(path, { title: 'x' })).toMatchObject({ status: 400 });
    expect(await countRows(server.services.db, 'publications', { project_id: course.project.id })).toBe(0);
  });
});
