import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem } from '../authoring/testing/signed-in.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';
import { buildSection, enrolledUser, signedInUser } from './testing/signed-in-user.js';

describe.each(testDialects())('pages of a section found by slug on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  /** A published course, a learner in its section, and the slug its lesson was published with. */
  async function publishedCourse() {
    const course = await buildSection(server);
    const learner = await enrolledUser(server, course.sectionSlug);
    const lessonSlug = (await server.services.db('resources').where({ id: course.lesson.resourceId }).first('slug')).slug as string;
    const author = course.author.client;
    const republish = async () => {
      expect((await author.post(`/api/v1/project/${course.project.slug}/publish`)).status).toBe(201);
      expect((await author.put(`/api/v1/sections/${course.sectionSlug}/publication`)).status).toBe(200);
    };
    const find = (client = learner.client, slug = lessonSlug, query = '') => client.get(`/api/v1/sections/${course.sectionSlug}/slugs/${slug}${query}`);
    return { ...course, learner, lessonSlug, republish, find };
  }

  it('leads an address from before a rename to the page, once the rename is delivered', async () => {
    const course = await publishedCourse();
    expect(await course.find()).toMatchObject({ status: 200, body: { resourceId: course.lesson.resourceId, slug: course.lessonSlug } });

    await course.author.client.put(`/api/v1/projects/${course.project.slug}/curriculum/${course.lesson.resourceId}`, { title: 'Atoms and ions' });
    // Learners still have the published slug until the section delivers the new version.
    expect((await course.find()).body.slug).toBe(course.lessonSlug);

    await course.republish();
    const outline = (await course.learner.client.get(`/api/v1/sections/${course.sectionSlug}`)).body.hierarchy;
    expect(JSON.stringify(outline)).toContain('"slug":"atoms-and-ions"');
    expect(await course.find()).toMatchObject({ status: 200, body: { resourceId: course.lesson.resourceId, slug: 'atoms-and-ions' } });
    expect((await course.find(course.learner.client, 'atoms-and-ions')).body).toEqual({ resourceId: course.lesson.resourceId, slug: 'atoms-and-ions' });
    expect((await course.find(course.author.client, course.lessonSlug, '?mode=preview')).body).toEqual({
      resourceId: course.lesson.resourceId,
      slug: 'atoms-and-ions',
    });
  });

  it('gives a former slug to the published page that holds it now: the live page wins', async () => {
    const course = await publishedCourse();
    await course.author.client.put(`/api/v1/projects/${course.project.slug}/curriculum/${course.lesson.resourceId}`, { title: 'Renamed lesson' });
    const reuser = await createItem(course.author.client, course.project.slug, course.lessonSlug);
    expect(reuser.slug).toBe(course.lessonSlug);
    // Not yet published: the old address still leads to the renamed page.
    await course.author.client.post(`/api/v1/project/${course.project.slug}/publish`);
    expect((await course.find()).body).toEqual({ resourceId: course.lesson.resourceId, slug: course.lessonSlug });
    await course.republish();
    expect((await course.find()).body).toEqual({ resourceId: reuser.id, slug: course.lessonSlug });
    expect((await course.find(course.learner.client, 'renamed-lesson')).body).toEqual({ resourceId: course.lesson.resourceId, slug: 'renamed-lesson' });
  });

  it('answers 404 for a slug no page of the course had, and refuses those who may not read the section', async () => {
    const course = await publishedCourse();
    expect(await course.find(course.learner.client, 'no-such-page')).toMatchObject({ status: 404, body: { message: 'This page is not part of the course.' } });
    expect((await course.find(course.learner.client, course.lessonSlug, '?mode=other')).status).toBe(400);
    expect((await course.find(server.client())).status).toBe(401);
    const stranger = await signedInUser(server);
    expect((await course.find(stranger.client)).status).toBe(403);
    expect((await course.find(stranger.client, course.lessonSlug, '?mode=preview')).status).toBe(403);
    expect((await server.client().get(`/api/v1/sections/no-such-section/slugs/${course.lessonSlug}`)).status).toBe(401);
    expect((await course.learner.client.get(`/api/v1/sections/no-such-section/slugs/${course.lessonSlug}`)).status).toBe(404);
  });
});
