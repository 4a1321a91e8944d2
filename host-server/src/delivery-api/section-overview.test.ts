import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';
import { buildSection, enrolledUser, signedInUser } from './testing/signed-in-user.js';

describe.each(testDialects())('a section’s overview on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  it('shows an instructor what the section delivers, the newest publication, and each student’s progress', async () => {
    const course = await buildSection(server);
    const instructor = await enrolledUser(server, course.sectionSlug, 'instructor', { name: 'Ines' });
    const zoe = await enrolledUser(server, course.sectionSlug, 'student', { name: 'Zoe' });
    await enrolledUser(server, course.sectionSlug, 'student', { name: 'Adam' });
    await zoe.client.post(`/api/v1/sections/${course.sectionSlug}/resource/${course.lesson.resourceId}/attempt`);
    await course.author.client.post(`/api/v1/project/${course.project.slug}/publish`);

    const path = `/api/v1/sections/${course.sectionSlug}/overview`;
    const overview = await instructor.client.get(path);
    expect(overview.status).toBe(200);
    expect(overview.body).toMatchObject({
      section: { slug: course.sectionSlug, title: 'Spring Term', openAndFree: false, projectSlug: course.project.slug, projectTitle: 'Test Project', projectMember: false },
      publication: { number: 1, publishedAt: expect.any(String) },
      latestPublication: { number: 2 },
      totals: { pages: 3, activities: 1 },
      studentCount: 2,
    });
    expect(overview.body.students.map((s: { name: string; pagesVisited: number; activitiesCompleted: number; lastVisited: { title: string } | null }) => [s.name, s.pagesVisited, s.activitiesCompleted, s.lastVisited?.title ?? null])).toEqual([
      ['Adam', 0, 0, null],
      ['Zoe', 1, 0, 'Lesson'],
    ]);

    expect((await course.author.client.get(path)).body.section.projectMember).toBe(true);
    await instructor.client.put(`/api/v1/sections/${course.sectionSlug}/publication`);
    expect((await instructor.client.get(path)).body).toMatchObject({ publication: { number: 2 }, latestPublication: { number: 2 } });
  });

  it('answers 401, 404 and 403', async () => {
    const course = await buildSection(server);
    const path = `/api/v1/sections/${course.sectionSlug}/overview`;
    const student = await enrolledUser(server, course.sectionSlug);
    const stranger = await signedInUser(server);
    expect((await server.client().get(path)).status).toBe(401);
    expect((await course.author.client.get('/api/v1/sections/nope/overview')).status).toBe(404);
    expect((await student.client.get(path)).status).toBe(403);
    expect((await stranger.client.get(path)).status).toBe(403);
  });
});
