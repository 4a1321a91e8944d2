import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';
import type { TestClient } from '../testing/test-client.js';
import { buildSection, countRows, enrolledUser, signedInUser } from './testing/signed-in-user.js';

describe.each(testDialects())('section rosters on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  const rosterPath = (sectionSlug: string) => `/api/v1/sections/${sectionSlug}/enrollments`;

  /** The client's invitation to the section, as My Courses lists it. */
  const invitationTo = async (client: TestClient, sectionSlug: string) =>
    ((await client.get('/api/v1/invitations')).body.invitations as { invitationId: number; sectionSlug: string; role: string; invitedBy: string | null }[]).find(
      (invitation) => invitation.sectionSlug === sectionSlug,
    );

  it('invites an email the same way whether an account has it or not, telling nothing of the account', async () => {
    const course = await buildSection(server);
    const path = rosterPath(course.sectionSlug);
    const sam = await signedInUser(server, { name: 'Sam' });
    const known = await course.author.client.post(path, { email: sam.email!.toUpperCase(), role: 'student' });
    const unknown = await course.author.client.post(path, { email: 'nobody-yet@example.org', role: 'student' });
    expect(known.status).toBe(201);
    expect(unknown.status).toBe(201);
    expect(Object.keys(known.body.invitation).sort()).toEqual(Object.keys(unknown.body.invitation).sort());
    expect(known.body.invitation).toMatchObject({ email: sam.email, role: 'student' });
    expect(JSON.stringify(known.body)).not.toContain('Sam');
    const roster = (await course.author.client.get(path)).body;
    expect(roster.invitations.map((invitation: { email: string }) => invitation.email)).toEqual([sam.email, 'nobody-yet@example.org']);
    expect(JSON.stringify(roster)).not.toContain('Sam');
    // Sam is not in the section until he joins.
    expect((await sam.client.get(`/api/v1/sections/${course.sectionSlug}`)).status).toBe(403);
  });

  it('lets the invited person join from My Courses, or decline', async () => {
    const course = await buildSection(server);
    const path = rosterPath(course.sectionSlug);
    const instructor = await enrolledUser(server, course.sectionSlug, 'instructor', { name: 'Ines' });
    const sam = await signedInUser(server, { name: 'Sam' });
    await instructor.client.post(path, { email: sam.email, role: 'student' });
    const invitation = await invitationTo(sam.client, course.sectionSlug);
    expect(invitation).toMatchObject({ role: 'student', invitedBy: 'Ines', sectionTitle: 'Spring Term', projectTitle: 'Test Project' });
    // Another person cannot take it, nor see it.
    const other = await signedInUser(server);
    expect(await invitationTo(other.client, course.sectionSlug)).toBeUndefined();
    expect((await other.client.post(`/api/v1/invitations/${invitation!.invitationId}/accept`)).status).toBe(404);

    const joined = await sam.client.post(`/api/v1/invitations/${invitation!.invitationId}/accept`);
    expect(joined).toMatchObject({ status: 200, body: { sectionSlug: course.sectionSlug, role: 'student' } });
    expect((await sam.client.get(`/api/v1/sections/${course.sectionSlug}`)).status).toBe(200);
    expect(await invitationTo(sam.client, course.sectionSlug)).toBeUndefined();
    // Once enrolled, adding the email again changes the role at once.
    expect(await course.author.client.post(path, { email: sam.email, role: 'instructor' })).toMatchObject({ status: 200, body: { enrollment: { name: 'Sam', role: 'instructor' } } });
    const roster = (await course.author.client.get(path)).body;
    expect(roster.enrollments.map((e: { name: string; role: string }) => [e.name, e.role])).toEqual([
      ['Author', 'instructor'],
      ['Ines', 'instructor'],
      ['Sam', 'instructor'],
    ]);
    expect(roster.invitations).toEqual([]);

    const dee = await signedInUser(server, { name: 'Dee' });
    await course.author.client.post(path, { email: dee.email, role: 'student' });
    const declined = await invitationTo(dee.client, course.sectionSlug);
    expect((await dee.client.delete(`/api/v1/invitations/${declined!.invitationId}`)).status).toBe(204);
    expect((await course.author.client.get(path)).body.invitations).toEqual([]);
    expect((await dee.client.get(`/api/v1/sections/${course.sectionSlug}`)).status).toBe(403);
  });

  it('shows an invitation to the account made later with the email, to join', async () => {
    const course = await buildSection(server);
    await course.author.client.post(rosterPath(course.sectionSlug), { email: 'New.Learner@Example.org', role: 'student' });
    const newcomer = server.client();
    expect((await newcomer.post('/api/v1/auth/register', { name: 'Nora', email: 'new.learner@example.org', password: 'long enough' })).status).toBe(201);
    const invitation = await invitationTo(newcomer, course.sectionSlug);
    expect(invitation).toMatchObject({ role: 'student' });
    expect((await newcomer.post(`/api/v1/invitations/${invitation!.invitationId}/accept`)).status).toBe(200);
    expect(await newcomer.get(`/api/v1/sections/${course.sectionSlug}`)).toMatchObject({ status: 200, body: { section: { role: 'student' } } });
    // A guest has no email, so no invitation.
    const guest = server.client();
    await guest.post('/api/v1/auth/guest', {});
    expect((await guest.get('/api/v1/invitations')).body).toEqual({ invitations: [] });
  });

  it('withdraws an invitation and removes an enrolment, keeping the learner’s work for a return', async () => {
    const course = await buildSection(server);
    const path = rosterPath(course.sectionSlug);
    const invitation = (await course.author.client.post(path, { email: 'maybe@example.org', role: 'instructor' })).body.invitation;
    expect((await course.author.client.delete(`/api/v1/sections/${course.sectionSlug}/invitations/${invitation.invitationId}`)).status).toBe(204);
    expect((await course.author.client.delete(`/api/v1/sections/${course.sectionSlug}/invitations/${invitation.invitationId}`)).status).toBe(404);
    const maybe = server.client();
    expect((await maybe.post('/api/v1/auth/register', { name: 'Maybe', email: 'maybe@example.org', password: 'long enough' })).status).toBe(201);
    expect(await invitationTo(maybe, course.sectionSlug)).toBeUndefined();

    const student = await enrolledUser(server, course.sectionSlug);
    const visit = await student.client.post(`/api/v1/sections/${course.sectionSlug}/resource/${course.lesson.resourceId}/attempt`);
    expect(visit.status).toBe(201);
    expect((await course.author.client.delete(`${path}/${student.id}`)).status).toBe(204);
    expect((await student.client.get(`/api/v1/sections/${course.sectionSlug}`)).status).toBe(403);
    await course.author.client.post(path, { email: student.email, role: 'student' });
    const again = await invitationTo(student.client, course.sectionSlug);
    await student.client.post(`/api/v1/invitations/${again!.invitationId}/accept`);
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
