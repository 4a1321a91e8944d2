import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../http/api-client.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { DEMO_ACCOUNTS, DEMO_CHECK_PAGE, DEMO_OPEN_SECTION_TITLE, DEMO_PAGES } from './demo-course.js';
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

  it('has a page whose multiple-choice and numeric activities the learner answers, right and wrong', async () => {
    const learner = new ApiClient(server.baseUrl);
    await learner.post('/api/v1/auth/login', { email: DEMO_ACCOUNTS.learner.email, password: DEMO_ACCOUNTS.learner.password });
    const section = await learner.get(`/api/v1/sections/${sectionSlug}`);
    const check = section.body.hierarchy.children[0].children.find((node: { title: string }) => node.title === DEMO_CHECK_PAGE.title);
    const visit = await learner.post(`/api/v1/sections/${sectionSlug}/resource/${check.id}/attempt`, {});
    expect(visit.body.activityAttempts.map((a: { activityType: string }) => a.activityType)).toEqual(['oli_multiple_choice', 'oli_short_answer']);
    const [choice, numeric] = visit.body.activityAttempts;
    const answer = (attempt: { attemptGuid: string; parts: { attemptGuid: string }[] }, input: string) =>
      learner.put(`/api/v1/state/course/${sectionSlug}/activity_attempt/${attempt.attemptGuid}`, { partInputs: [{ attemptGuid: attempt.parts[0].attemptGuid, response: { input } }] });
    expect((await answer(choice, 'kilogram')).body.state).toMatchObject({ score: 1, outOf: 1 });
    expect((await answer(numeric, '25')).body.state).toMatchObject({ score: 0, outOf: 1 });
  });

  it('offers a second section of the course to anyone, in the catalog of the home page', async () => {
    const catalog = await new ApiClient(server.baseUrl).get('/api/v1/catalog');
    expect(catalog.body.sections).toEqual([{ slug: expect.any(String), title: DEMO_OPEN_SECTION_TITLE, projectTitle: 'Introduction to Chemistry' }]);
    const guest = new ApiClient(server.baseUrl);
    await guest.post('/api/v1/auth/guest', {});
    expect((await guest.get(`/api/v1/sections/${catalog.body.sections[0].slug}`)).status).toBe(200);
    expect((await guest.get(`/api/v1/sections/${sectionSlug}`)).status).toBe(403);
  });

  it('lets the documented author and instructor sign in', async () => {
    for (const account of [DEMO_ACCOUNTS.author, DEMO_ACCOUNTS.instructor]) {
      const response = await new ApiClient(server.baseUrl).post('/api/v1/auth/login', { email: account.email, password: account.password });
      expect(response.status).toBe(200);
    }
  });
});
