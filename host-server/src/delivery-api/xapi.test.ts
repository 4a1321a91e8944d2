import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';
import { buildSection, countRows, enrolledUser, signedInUser } from './testing/signed-in-user.js';

const VIDEO = 'https://w3id.org/xapi/video';
const EXT = `${VIDEO}/extensions/`;

const common = { category: 'video', video_url: '/media/biology/cells.mp4', video_title: 'Inside a cell', content_element_id: 'v1', video_cc_enabled: true };

const videoEvents = {
  played: { ...common, type: 'video_played', event_type: 'played', video_length: 120, video_play_time: 10, video_time: 10 },
  paused: { ...common, type: 'video_paused', event_type: 'paused', video_length: 120, video_time: 30, video_played_segments: '0[.]12[,]10[.]30', video_progress: 0.25 },
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

  const key = () => ({ type: 'page_video_key', page_attempt_guid: guid });

  async function recordAndRead(event: Record<string, unknown>) {
    const answer = await learner.client.post('/api/v1/xapi/delivery', { event, key: key() });
    expect(answer).toMatchObject({ status: 201, body: { result: 'success' } });
    const row = await server.services.db('xapi_events').where({ user_id: learner.id }).orderBy('id', 'desc').first();
    return { row, statement: row.statement === null ? null : JSON.parse(row.statement) };
  }

  it("stores an event as sent against the caller's page attempt", async () => {
    const { row } = await recordAndRead(videoEvents.played);
    expect(row.attempt_guid).toBe(guid);
    expect(JSON.parse(row.body)).toEqual({ event: videoEvents.played, key: key() });
  });

  it('stores the video plugin’s xAPI statement beside a video event', async () => {
    const { statement } = await recordAndRead(videoEvents.played);
    expect(statement.actor).toEqual({ objectType: 'Agent', account: { homePage: server.baseUrl, name: String(learner.id) } });
    expect(statement.verb).toEqual({ id: `${VIDEO}/verbs/played`, display: { 'en-US': 'played' } });
    expect(statement.object.id).toBe(`${server.baseUrl}/media/biology/cells.mp4`);
    expect(statement.context.extensions[`${EXT}session-id`]).toBe(guid);
  });

  it('reads the older event shape, a general type with the video event as event_type', async () => {
    const { statement } = await recordAndRead({ ...videoEvents.paused, type: 'video', event_type: 'video_paused' });
    expect(statement.verb.id).toBe(`${VIDEO}/verbs/paused`);
  });

  it('stores other events without a statement', async () => {
    const { row, statement } = await recordAndRead({ type: 'survey_submitted', surveyId: 's1' });
    expect(statement).toBeNull();
    expect(JSON.parse(row.body).event).toEqual({ type: 'survey_submitted', surveyId: 's1' });
  });

  it('refuses a video event its plugin refuses with the plugin’s 400, storing nothing', async () => {
    const before = await countRows(server.services.db, 'xapi_events');
    const answer = await learner.client.post('/api/v1/xapi/delivery', { event: { ...videoEvents.paused, video_played_segments: undefined }, key: key() });
    expect(answer).toMatchObject({ status: 400, body: { message: 'event.video_played_segments: a video_paused event needs it' } });
    expect(await countRows(server.services.db, 'xapi_events')).toBe(before);
  });

  it("answers 401, 404 for an unknown attempt and 403 for someone else's, storing nothing", async () => {
    const before = await countRows(server.services.db, 'xapi_events');
    const body = { event: videoEvents.played, key: key() };
    expect((await server.client().post('/api/v1/xapi/delivery', body)).status).toBe(401);
    const other = await signedInUser(server);
    expect(await other.client.post('/api/v1/xapi/delivery', body)).toMatchObject({ status: 403, body: { message: 'This attempt belongs to another learner' } });
    expect((await learner.client.post('/api/v1/xapi/delivery', { ...body, key: { type: 'page_video_key', page_attempt_guid: 'nope' } })).status).toBe(404);
    expect(await countRows(server.services.db, 'xapi_events')).toBe(before);
  });

  it.each([
    [{ event: videoEvents.played, key: { type: 'page_video_key', page_attempt_guid: '' } }, 'key.page_attempt_guid: Events are recorded only for a page attempt'],
    [{ event: videoEvents.played }, 'key'],
    [{ event: 'played', key: { type: 'page_video_key', page_attempt_guid: 'g' } }, 'event'],
    [{ event: videoEvents.played, key: { type: 'page_video_key', page_attempt_guid: { $ne: '' } } }, 'key.page_attempt_guid'],
    [{ event: videoEvents.played, key: { type: 'page_video_key', page_attempt_guid: 'g', extra: 1 } }, 'Unrecognized key'],
    [{ event: videoEvents.played, key: { type: 'page_video_key', page_attempt_guid: 'g' }, user_id: 1 }, 'Unrecognized key'],
  ])('refuses %j with a 400, storing nothing', async (body, message) => {
    const before = await countRows(server.services.db, 'xapi_events');
    const answer = await learner.client.post('/api/v1/xapi/delivery', body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(message);
    expect(await countRows(server.services.db, 'xapi_events')).toBe(before);
  });

  it('refuses an oversized event with 413', async () => {
    const answer = await learner.client.post('/api/v1/xapi/delivery', { event: { ...videoEvents.paused, video_played_segments: 'x'.repeat(70 * 1024) }, key: key() });
    expect(answer.status).toBe(413);
  });
});
