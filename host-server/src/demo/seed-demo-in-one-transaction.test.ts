import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { demoAsSeenByItsAccounts, FULL_DEMO } from '../testing/demo-as-seen-by-its-accounts.js';
import { testDialects } from '../testing/test-database.js';
import { isFreshDatabase } from './seed-demo.js';
import { seedDemoInOneTransaction } from './seed-demo-in-one-transaction.js';

describe.each(testDialects())('seeding the demo in one transaction on %s', (dialect) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('leaves a fresh database when stopped after the accounts are made, and seeds the whole demo on the next try', async () => {
    server = await startTestServer(dialect);
    const stop = new AbortController();
    const steps: string[] = [];
    const interrupted = seedDemoInOneTransaction(server.services, {
      signal: stop.signal,
      onStep: (step) => {
        steps.push(step);
        // The accounts exist, and the first project write has been served.
        if (step === 'module') stop.abort(new Error('stopped by the test'));
      },
    });
    await expect(interrupted).rejects.toThrow('stopped by the test');
    expect(steps).toContain('register learner@example.com');
    expect(await isFreshDatabase(server.services.db)).toBe(true);
    expect(Number((await server.services.db('projects').count({ n: '*' }))[0].n)).toBe(0);

    const sectionSlug = await seedDemoInOneTransaction(server.services);
    expect(sectionSlug).toMatch(/\S/);
    expect(await demoAsSeenByItsAccounts(server.baseUrl)).toEqual(FULL_DEMO);
  }, 60_000);

  it('rolls back everything when a request of the seeding fails', async () => {
    server = await startTestServer(dialect);
    // An account the demo registers already exists (on a database that was not fresh): registering it again fails.
    await server.client().post('/api/v1/auth/register', { email: 'learner@example.com', password: 'someone-else', name: 'Someone' });
    await server.services.db('users').whereNot({ email: 'learner@example.com' }).delete();
    await expect(seedDemoInOneTransaction(server.services)).rejects.toThrow(/register learner@example.com: 409/);
    expect((await server.services.db('users').select('email')).map((u) => u.email)).toEqual(['learner@example.com']);
  }, 60_000);
});
