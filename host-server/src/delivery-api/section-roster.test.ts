import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';
import { buildSection, countRows, enrolledUser, signedInUser } from './testing-fixtures.js';

describe.each(testDialects())('section rosters on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  const rosterPath = (sectionSlug: string) => `/api/v1/sections/${sectionSlug}/enrollments`;

  it('enrols by email (project member or instructor) and lists enrolments by role, then name', async () => {
    const course = await buildSection(server);
    const path = rosterPath(course.sectionSlug);
    const instructor = await enrolledUser(server, course.sectionSlug, 'instructor', { name: 'Ines' });
    const student = await signedInUser(server, { name: 'Sam' });

    const enrolled = await instructor.client.post(path, { email: student.email!.toUpperCase(), role: 'student' });
    expect(enrolled).toMatchObject({ status: 200, body: { enrollment: { userId: student.id, email: student.email, name: 'Sam', role: 'student' } } });
    expect((await student.client.get(`/api/v1/sections/${course.sectionSlug}`)).status).toBe(200);
    // Enrolling again changes the role.
    await course.author.client.post(path, { email: student.email, role: 'instructor' });
    const list = await course.author.client.get(path);
    expect(list.status).toBe(200);
    expect(list.body.enrollments.map((e: { name: string; role: string }) => [e.name, e.role])).toEqual([
      ['Author', 'instructor'],
      ['Ines', 'instructor'],
      ['Sam', 'instructor'],
    ]);
    expect(list.body.invitations).toEqual([]);
    expect((await instructor.client.get(path)).status).toBe(200);
  });

  it('invites an email no account has, and the account made with it later joins the section in that role', async () => {
    const course = await buildSection(server);
    const path = rosterPath(course.sectionSlug);
    const invited = await course.author.client.post(path, { email: 'New.Learner@Example.org', role: 'student' });
    expect(invited).toMatchObject({ status: 201, body: { invitation: { email: 'new.learner@example.org', role: 'student', invitationId: expect.any(Number) } } });
    expect((await course.author.client.get(path)).body.invitations).toMatchObject([{ email: 'new.learner@example.org', role: 'student' }]);

    const newcomer = server.client();
    const registered = await newcomer.post('/api/v1/auth/register', { name: 'Nora', email: 'new.learner@example.org', password: 'long enough' });
    expect(registered.status).toBe(201);
    expect(await newcomer.get(`/api/v1/sections/${course.sectionSlug}`)).toMatchObject({ status: 200, body: { section: { role: 'student' } } });
    const roster = (await course.author.client.get(path)).body;
    expect(roster.invitations).toEqual([]);
    expect(roster.enrollments.map((e: { name: string; role: string }) => [e.name, e.role])).toContainEqual(['Nora', 'student']);
  });

  it('withdraws an invitation and removes an enrolment, keeping the learner’s work for a return', async () => {
    const course = await buildSection(server);
    const path = rosterPath(course.sectionSlug);
    const invitation = (await course.author.client.post(path, { email: 'maybe@example.org', role: 'instructor' })).body.invitation;
    expect((await course.author.client.delete(`/api/v1/sections/${course.sectionSlug}/invitations/${invitation.invitationId}`)).status).toBe(204);
    expect((await course.author.client.delete(`/api/v1/sections/${course.sectionSlug}/invitations/${invitation.invitationId}`)).status).toBe(404);
    const registered = await server.client().post('/api/v1/auth/register', { name: 'Maybe', email: 'maybe@example.org', password: 'long enough' });
    expect(registered.status).toBe(201);
    expect(await countRows(server.services.db, 'enrollments', { user_id: registered.body.user.id })).toBe(0);

    const student = await enrolledUser(server, course.sectionSlug);
    const visit = await student.client.post(`/api/v1/sections/${course.sectionSlug}/resource/${course.lesson.resourceId}/attempt`);
    expect(visit.status).toBe(201);
    expect((await course.author.client.delete(`${path}/${student.id}`)).status).toBe(204);
    expect((await student.client.get(`/api/v1/sections/${course.sectionSlug}`)).status).toBe(403);
    await course.author.client.post(path, { email: student.email, role: 'student' });
    const back = await student.client.post(`/api/v1/sections/${course.sectionSlug}/resource/${course.lesson.resourceId}/attempt`);
    expect(back).toMatchObject({ status: 200, body: { attemptGuid: visit.body.attemptGuid } });
  });

  it('answers 401, 404 and 403 for rosters, and refuses malformed enrolments storing nothing', async () => {
    const course = await buildSection(server);
    const path = rosterPath(course.sectionSlug);
    const student = await enrolledUser(server, course.sectionSlug);
    const other = await signedInUser(server);
    expect((await server.client().get(path)).status).toBe(401);
    expect((await server.client().post(path, { email: other.email, role: 'student' })).status).toBe(401);
    expect((await course.author.client.get('/api/v1/sections/nope/enrollments')).status).toBe(404);
    expect((await student.client.get(path)).status).toBe(403);
    expect((await student.client.post(path, { email: other.email, role: 'instructor' })).status).toBe(403);
    expect((await student.client.delete(`${path}/${course.author.id}`)).status).toBe(403);
    expect((await other.client.delete(`/api/v1/sections/${course.sectionSlug}/invitations/1`)).status).toBe(403);
    expect((await course.author.client.delete(`${path}/${other.id}`)).status).toBe(404);
    expect((await course.author.client.delete(`${path}/abc`)).status).toBe(404);
    const before = [await countRows(server.services.db, 'enrollments'), await countRows(server.services.db, 'section_invitations')];
    for (const body of [
      { email: other.email, role: 'admin' },
      { email: other.email },
      { email: 'nope', role: 'student' },
      { email: other.email, role: 'student', extra: 1 },
      { email: [other.email], role: 'student' },
      { email: `${'a'.repeat(320)}@example.org`, role: 'student' },
    ]) {
      expect((await course.author.client.post(path, body)).status).toBe(400);
    }
    expect([await countRows(server.services.db, 'enrollments'), await countRows(server.services.db, 'section_invitations')]).toEqual(before);
  });
});
