import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../http/api-client.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { DEMO_ACCOUNTS, DEMO_PAGES } from './demo-course.js';
import { isFreshDatabase, seedDemo } from './seed-demo.js';

let server: TestServer;
let sectionSlug: string;

beforeAll(async () => {
  server = await startTestServer('sqlite');
  expect(await isFreshDatabase(server.services.db)).toBe(true);
  sectionSlug = await seedDemo(server.baseUrl);
}, 60_000);
afterAll(() => server.close());

describe('the demo course', () => {
  it('is no longer a fresh database once seeded', async () => {
    expect(await isFreshDatabase(server.services.db)).toBe(false);
  });

  it('lets the documented learner sign in and read every published page', async () => {
    const learner = new ApiClient(server.baseUrl);
    const login = await learner.post('/api/v1/auth/login', { email: DEMO_ACCOUNTS.learner.email, password: DEMO_ACCOUNTS.learner.password });
    expect(login.status).toBe(200);
    const section = await learner.get(`/api/v1/sections/${sectionSlug}`);
    expect(section.status).toBe(200);
    const outline = JSON.stringify(section.body);
    for (const page of DEMO_PAGES) expect(outline).toContain(page.title);
  });

  it('lets the documented author and instructor sign in', async () => {
    for (const account of [DEMO_ACCOUNTS.author, DEMO_ACCOUNTS.instructor]) {
      const response = await new ApiClient(server.baseUrl).post('/api/v1/auth/login', { email: account.email, password: account.password });
      expect(response.status).toBe(200);
    }
  });
});
