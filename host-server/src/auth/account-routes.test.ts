import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';
import { buildSection, countRows } from '../delivery-api/testing/signed-in-user.js';

describe.each(testDialects())('Edit Account on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  let counter = 0;
  const account = async (password = 'first password') => {
    const client = server.client();
    const email = `person-${++counter}-${dialect}@example.org`;
    await client.register(email, password, 'Pat');
    return { client, email };
  };

  it('changes the name and the timezone without the password, and answers the user as /auth/me does', async () => {
    const { client } = await account();
    const answer = await client.put('/api/v1/account', { name: '  Pat Smith ', timezone: 'Europe/Paris' });
    expect(answer).toMatchObject({ status: 200, body: { user: { name: 'Pat Smith', selectedTimezone: 'Europe/Paris' } } });
    expect((await client.get('/api/v1/auth/me')).body.user).toMatchObject({ name: 'Pat Smith', selectedTimezone: 'Europe/Paris' });
    expect((await client.put('/api/v1/account', { timezone: 'browser' })).body.user.selectedTimezone).toBeNull();
    expect(await client.put('/api/v1/account', { timezone: 'Mars/Olympus' })).toMatchObject({ status: 400, body: { message: 'timezone: Choose a timezone from the list' } });
  });

  it('needs the current password to change the email or the password', async () => {
    const { client, email } = await account();
    expect(await client.put('/api/v1/account', { email: 'moved@example.org' })).toMatchObject({
      status: 400,
      body: { message: 'currentPassword: Enter your current password to change your email or password' },
    });
    expect(await client.put('/api/v1/account', { newPassword: 'second password', currentPassword: 'wrong guess' })).toMatchObject({
      status: 400,
      body: { message: 'currentPassword: The current password is not correct' },
    });
    expect(await client.put('/api/v1/account', { newPassword: 'short', currentPassword: 'first password' })).toMatchObject({
      status: 400,
      body: { message: 'newPassword: Use at least 8 characters for the password' },
    });
    // The same email in another case is no change.
    expect((await client.put('/api/v1/account', { email: email.toUpperCase() })).status).toBe(200);
    const other = await account();
    expect(await client.put('/api/v1/account', { email: other.email, currentPassword: 'first password' })).toMatchObject({
      status: 409,
      body: { message: 'An account with this email already exists' },
    });
  });

  it('signs in with the new email and password afterwards, and signs out the account’s other browsers', async () => {
    const { client, email } = await account();
    const elsewhere = server.client();
    expect((await elsewhere.post('/api/v1/auth/login', { email, password: 'first password' })).status).toBe(200);
    const newEmail = `renamed-${counter}-${dialect}@example.org`;
    const changed = await client.put('/api/v1/account', { email: newEmail, newPassword: 'second password', currentPassword: 'first password' });
    expect(changed).toMatchObject({ status: 200, body: { user: { email: newEmail } } });
    expect((await client.get('/api/v1/auth/me')).status).toBe(200);
    expect((await elsewhere.get('/api/v1/auth/me')).status).toBe(401);
    expect((await server.client().post('/api/v1/auth/login', { email, password: 'first password' })).status).toBe(401);
    expect((await server.client().post('/api/v1/auth/login', { email: newEmail, password: 'first password' })).status).toBe(401);
    expect((await server.client().post('/api/v1/auth/login', { email: newEmail, password: 'second password' })).status).toBe(200);
  });

  it('shows the invitations sent to an email the account moves to', async () => {
    const course = await buildSection(server);
    await course.author.client.post(`/api/v1/sections/${course.sectionSlug}/enrollments`, { email: 'invited-later@example.org', role: 'student' });
    const { client } = await account();
    expect((await client.get('/api/v1/invitations')).body.invitations).toEqual([]);
    await client.put('/api/v1/account', { email: 'invited-later@example.org', currentPassword: 'first password' });
    expect((await client.get('/api/v1/invitations')).body.invitations).toMatchObject([{ sectionSlug: course.sectionSlug, role: 'student' }]);
  });

  it('refuses guests, visitors and unknown fields, changing nothing', async () => {
    const guest = server.client();
    await guest.post('/api/v1/auth/guest', {});
    expect(await guest.put('/api/v1/account', { name: 'Me' })).toMatchObject({ status: 403, body: { message: 'A guest has no account to edit: create an account to keep your work' } });
    expect((await server.client().put('/api/v1/account', { name: 'Me' })).status).toBe(401);
    const { client, email } = await account();
    for (const body of [{ role: 'system_admin' }, { name: '' }, { email: 'not an email', currentPassword: 'first password' }, { name: { first: 'x' } }]) {
      expect((await client.put('/api/v1/account', body)).status).toBe(400);
    }
    expect(await countRows(server.services.db, 'users', { email, name: 'Pat', role: 'open_and_free' })).toBe(1);
  });
});
