import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';
import { buildSection, countRows, enrolledUser, signedInUser } from './testing-fixtures.js';

const videoEvent = {
  type: 'video',
  category: 'video',
  event_type: 'video_played',
  video_url: 'https://example.org/v.mp4',
  video_title: 'Intro',
  video_length: 120,
  video_played_segments: '[0,10]',
  video_progress: 0.08,
  video_time: 10,
  content_element_id: 'v1',
};

describe.each(testDialects())('xAPI delivery events on %s', (dialect) => {
  let server: TestServer;
  let course: Awaited<ReturnType<typeof buildSection>>;
  let learner: Awaited<ReturnType<typeof enrolledUser>>;
  let guid: string;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    course = await buildSection(server);
    learner = await enrolledUser(server, course.sectionSlug);
    guid = (await learner.client.post(`/api/v1/sections/${course.sectionSlug}/resource/${course.lesson.resourceId}/attempt`)).body.attemptGuid;
  });
  afterAll(() => server.close());

  it("stores an event against the caller's page attempt", async () => {
    const answer = await learner.client.post('/api/v1/xapi/delivery', { event: videoEvent, key: { type: 'page_video_key', page_attempt_guid: guid } });
    expect(answer).toMatchObject({ status: 201, body: { result: 'success' } });
    const row = await server.services.db('xapi_events').where({ user_id: learner.id }).first();
    expect(row.attempt_guid).toBe(guid);
    expect(JSON.parse(row.body)).toEqual({ event: videoEvent, key: { type: 'page_video_key', page_attempt_guid: guid } });
  });

  it("answers 401, 404 for an unknown attempt and 403 for someone else's, storing nothing", async () => {
    const before = await countRows(server.services.db, 'xapi_events');
    const body = { event: videoEvent, key: { type: 'page_video_key', page_attempt_guid: guid } };
    expect((await server.client().post('/api/v1/xapi/delivery', body)).status).toBe(401);
    const other = await signedInUser(server);
    expect(await other.client.post('/api/v1/xapi/delivery', body)).toMatchObject({ status: 403, body: { message: 'This attempt belongs to another learner' } });
    expect((await learner.client.post('/api/v1/xapi/delivery', { ...body, key: { type: 'page_video_key', page_attempt_guid: 'nope' } })).status).toBe(404);
    expect(await countRows(server.services.db, 'xapi_events')).toBe(before);
  });

  it.each([
    [{ event: videoEvent, key: { type: 'page_video_key', page_attempt_guid: '' } }, 'key.page_attempt_guid: Events are recorded only for a page attempt'],
    [{ event: videoEvent }, 'key'],
    [{ event: 'played', key: { type: 'page_video_key', page_attempt_guid: 'g' } }, 'event'],
    [{ event: videoEvent, key: { type: 'page_video_key', page_attempt_guid: { $ne: '' } } }, 'key.page_attempt_guid'],
    [{ event: videoEvent, key: { type: 'page_video_key', page_attempt_guid: 'g', extra: 1 } }, 'Unrecognized key'],
    [{ event: videoEvent, key: { type: 'page_video_key', page_attempt_guid: 'g' }, user_id: 1 }, 'Unrecognized key'],
  ])('refuses %j with a 400, storing nothing', async (body, message) => {
    const before = await countRows(server.services.db, 'xapi_events');
    const answer = await learner.client.post('/api/v1/xapi/delivery', body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(message);
    expect(await countRows(server.services.db, 'xapi_events')).toBe(before);
  });

  it('refuses an oversized event with 413', async () => {
    const answer = await learner.client.post('/api/v1/xapi/delivery', { event: { ...videoEvent, video_played_segments: 'x'.repeat(70 * 1024) }, key: { type: 'page_video_key', page_attempt_guid: guid } });
    expect(answer.status).toBe(413);
  });
});
