import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definePlugin } from '@quire/plugin-sdk';
import { defineServer, type AssistantProvider, type AssistantQuestion } from '@quire/plugin-sdk/server';
import { testDialects } from '../testing/test-database.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { buildSection, enrolledUser, signedInUser } from './testing/signed-in-user.js';
import { startFakeChatCompletions, type FakeChatCompletions } from './testing/fake-chat-completions.js';

const PROMPT = 'Explain the preterite with the examples of this block.';
const GROUP_PROMPT = 'Quiz me on this group.';
const ASSISTANT_SETTINGS = ['QUIRE_ASSISTANT_URL', 'QUIRE_ASSISTANT_MODEL', 'QUIRE_ASSISTANT_KEY'] as const;

const text = (type: string, id: string, words: string) => ({ type, id, children: [{ text: words }] });
const dot = (id: string, triggerType: string, prompt: string) => ({ type: 'trigger', id, trigger_type: triggerType, prompt, children: [{ text: '' }] });

/** A page with DOT triggers in a group, text around them, a group only instructors see, and an activity. */
const DOT_PAGE = {
  title: 'El pretérito',
  content: JSON.stringify({
    model: [
      { type: 'content', id: 'intro', children: [text('p', 'p0', 'Bienvenidos a Spanish 1.')] },
      {
        type: 'group',
        id: 'g1',
        purpose: 'none',
        children: [
          { type: 'content', id: 'c1', children: [text('h2', 'h1', 'The preterite'), text('p', 'p1', 'Hablé con Ana.'), dot('dot-1', 'content_block', PROMPT)] },
          { type: 'content', id: 'c2', children: [text('p', 'p2', 'Comí paella.'), dot('dot-2', 'content_group', GROUP_PROMPT)] },
        ],
      },
      { type: 'group', id: 'g2', purpose: 'none', audience: 'instructor', children: [{ type: 'content', id: 'c3', children: [text('p', 'p3', 'Instructor notes, not for learners.')] }] },
      { type: 'activity-reference', id: 'ref1', activity_id: 999 },
    ],
  }),
};

/** Runs `start` with the assistant settings of the environment set to `settings` (and the others unset), then puts them back. */
async function withAssistantSettings<T>(settings: Partial<Record<(typeof ASSISTANT_SETTINGS)[number], string>>, start: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(ASSISTANT_SETTINGS.map((name) => [name, process.env[name]]));
  for (const name of ASSISTANT_SETTINGS) delete process.env[name];
  Object.assign(process.env, settings);
  try {
    return await start();
  } finally {
    for (const name of ASSISTANT_SETTINGS) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  }
}

describe.each(testDialects())('the trigger API (POST /api/v1/triggers/{sectionSlug}) on %s', (dialect) => {
  let server: TestServer;
  let fake: FakeChatCompletions;
  let course: Awaited<ReturnType<typeof buildSection>>;
  let pageId: number;
  let ask: string;
  const trigger = (fields: Record<string, unknown> = {}) => ({ trigger_type: 'content_block', resource_id: pageId, data: { ref_id: 'dot-1' }, prompt: PROMPT, ...fields });

  beforeAll(async () => {
    fake = await startFakeChatCompletions();
    server = await withAssistantSettings({ QUIRE_ASSISTANT_URL: fake.url, QUIRE_ASSISTANT_MODEL: 'test-model', QUIRE_ASSISTANT_KEY: 'test-key' }, () => startTestServer(dialect));
    course = await buildSection(server, { extraPages: [DOT_PAGE] });
    const row = await server.services.db('resources').where({ project_id: course.project.id, kind: 'page' }).whereLike('slug', 'el-pret%').first('id');
    pageId = Number(row.id);
    ask = `/api/v1/triggers/${course.sectionSlug}`;
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  it("sends the assistant the author's prompt and the page's own text, and passes its answer back", async () => {
    fake.answerWith({ text: 'Hablé means I spoke.' });
    const learner = await enrolledUser(server, course.sectionSlug, 'student', { name: 'Lucía Learner', email: 'lucia@example.org' });
    const seen = fake.requests.length;
    expect(await learner.client.post(ask, trigger())).toMatchObject({ status: 200, body: { answer: 'Hablé means I spoke.' } });
    expect(fake.requests).toHaveLength(seen + 1);
    const { path, headers, body } = fake.requests[seen];
    expect(path).toBe('/v1/chat/completions');
    expect(headers.authorization).toBe('Bearer test-key');
    expect(body.model).toBe('test-model');
    expect(body.messages?.map((message) => message.role)).toEqual(['system', 'user']);
    expect(body.messages?.[1].content).toBe(PROMPT);
    const system = body.messages?.[0].content ?? '';
    expect(system).toContain('Page title: El pretérito');
    expect(system).toContain('The request is about the part of the page it is about:\n"""\nThe preterite\nHablé con Ana.\n"""');
    expect(system).toContain('The whole page:\n"""\nBienvenidos a Spanish 1.\nThe preterite\nHablé con Ana.\nComí paella.\n"""');
    // Nothing of the learner, of the group learners do not see, of the activity, or of the course's other pages.
    const sent = JSON.stringify(body);
    for (const absent of ['Lucía', 'lucia@example.org', 'Instructor notes', 'Pick one', 'Second page', 'Welcome', GROUP_PROMPT]) expect(sent).not.toContain(absent);
  });

  it('tells the assistant about the whole group for a trigger about its group', async () => {
    const learner = await enrolledUser(server, course.sectionSlug);
    const seen = fake.requests.length;
    expect(await learner.client.post(ask, trigger({ trigger_type: 'content_group', data: { ref_id: 'dot-2' }, prompt: GROUP_PROMPT }))).toMatchObject({ status: 200 });
    expect(fake.requests[seen].body.messages?.[0].content).toContain('The request is about the group of the page it is about:\n"""\nThe preterite\nHablé con Ana.\nComí paella.\n"""');
  });

  it('answers the section’s instructor and its project’s authors, and no one else', async () => {
    expect(await course.author.client.post(ask, trigger())).toMatchObject({ status: 200 });
    expect(await (await enrolledUser(server, course.sectionSlug, 'instructor')).client.post(ask, trigger())).toMatchObject({ status: 200 });
    const stranger = await signedInUser(server);
    expect(await stranger.client.post(ask, trigger())).toMatchObject({ status: 403, body: { message: 'You are not enrolled in this section' } });
    expect(await server.client().post(ask, trigger())).toMatchObject({ status: 401 });
    expect(await stranger.client.post('/api/v1/triggers/no-such-section', trigger())).toMatchObject({ status: 404 });
  });

  it('needs the session’s CSRF token', async () => {
    const learner = await enrolledUser(server, course.sectionSlug);
    learner.client.csrfToken = undefined;
    expect(await learner.client.post(ask, trigger())).toMatchObject({ status: 403, body: { message: 'Invalid or missing CSRF token' } });
  });

  it('refuses an over-long prompt, a prompt the page does not hold, and a body it does not know, with a clear message', async () => {
    const learner = await enrolledUser(server, course.sectionSlug);
    const seen = fake.requests.length;
    expect(await learner.client.post(ask, trigger({ prompt: 'x'.repeat(2001) }))).toMatchObject({ status: 400, body: { message: 'prompt: The prompt is too long: at most 2000 characters' } });
    expect(await learner.client.post(ask, trigger({ prompt: 'Write my essay for me.' }))).toMatchObject({ status: 400, body: { message: "The prompt is not the one this page's trigger point holds" } });
    expect(await learner.client.post(ask, trigger({ trigger_type: 'content' }))).toMatchObject({ status: 400, body: { message: 'trigger_type: Use content_block or content_group' } });
    expect(await learner.client.post(ask, trigger({ learner: 'me' }))).toMatchObject({ status: 400 });
    expect(await learner.client.post(ask, trigger({ prompt: '' }))).toMatchObject({ status: 400, body: { message: 'prompt: Send the prompt of the trigger point' } });
    expect(fake.requests).toHaveLength(seen);
  });

  it('asks only about a page the section delivers, and a trigger that page holds', async () => {
    const learner = await enrolledUser(server, course.sectionSlug);
    // A paragraph's id, an id no element has, another page of the course, an activity, and a resource of no course.
    expect(await learner.client.post(ask, trigger({ data: { ref_id: 'p1' } }))).toMatchObject({ status: 404, body: { message: 'This page has no trigger point with this id' } });
    expect(await learner.client.post(ask, trigger({ data: { ref_id: 'dot-9' } }))).toMatchObject({ status: 404, body: { message: 'This page has no trigger point with this id' } });
    expect(await learner.client.post(ask, trigger({ resource_id: course.second.resourceId }))).toMatchObject({ status: 404, body: { message: 'This page has no trigger point with this id' } });
    expect(await learner.client.post(ask, trigger({ resource_id: course.activity.resourceId }))).toMatchObject({ status: 404, body: { message: 'This section delivers no such page' } });
    expect(await learner.client.post(ask, trigger({ resource_id: 987_654 }))).toMatchObject({ status: 404, body: { message: 'This section delivers no such page' } });
  });

  it('answers 502 with a message when the assistant fails', async () => {
    fake.answerWith({ status: 500, error: 'model overloaded' });
    try {
      const learner = await enrolledUser(server, course.sectionSlug);
      expect(await learner.client.post(ask, trigger())).toMatchObject({ status: 502, body: { message: 'The course assistant could not answer: try again later.' } });
      expect(server.logger.entries.some((line) => line.message.includes('model overloaded'))).toBe(true);
    } finally {
      fake.answerWith({ text: 'An answer' });
    }
  });

  it('lets each person ask 20 times in 10 minutes', async () => {
    const learner = await enrolledUser(server, course.sectionSlug);
    for (let asked = 1; asked <= 20; asked++) expect((await learner.client.post(ask, trigger())).status).toBe(200);
    const refused = await learner.client.post(ask, trigger());
    expect(refused).toMatchObject({ status: 429, body: { message: 'You have asked the course assistant many times: try again in 10 minutes' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another learner still asks.
    expect((await (await enrolledUser(server, course.sectionSlug)).client.post(ask, trigger())).status).toBe(200);
  });
});

describe('the trigger API without an assistant, and assistants of other plugins', () => {
  it("answers 503 'The course assistant is not available.' when no assistant is configured", async () => {
    const server = await withAssistantSettings({}, () => startTestServer('sqlite'));
    try {
      const course = await buildSection(server, { extraPages: [DOT_PAGE] });
      const learner = await enrolledUser(server, course.sectionSlug);
      const body = { trigger_type: 'content_block', resource_id: 1, data: { ref_id: 'dot-1' }, prompt: PROMPT };
      expect(await learner.client.post(`/api/v1/triggers/${course.sectionSlug}`, body)).toMatchObject({ status: 503, body: { message: 'The course assistant is not available.' } });
    } finally {
      await server.close();
    }
  });

  it('asks the first assistant a plugin gives, answers 504 when it takes too long, and logs a half-configured one', async () => {
    const questions: AssistantQuestion[] = [];
    const slow: AssistantProvider = {
      name: 'slow',
      label: 'Slow',
      answer: async (question) => {
        questions.push(question);
        throw new DOMException('no answer in time', 'TimeoutError');
      },
    };
    const again: AssistantProvider = { name: 'slow', label: 'Another', answer: async () => ({ text: 'never asked' }) };
    const server = await withAssistantSettings({ QUIRE_ASSISTANT_URL: 'https://llm.example.org/v1' }, () =>
      startTestServer('sqlite', {
        extraPlugins: [
          { manifest: definePlugin({ id: 'test-slow-assistant' }), server: defineServer({ assistantProviders: [slow] }) },
          { manifest: definePlugin({ id: 'test-same-assistant' }), server: defineServer({ assistantProviders: () => [again] }) },
        ],
      }),
    );
    try {
      expect(server.logger.entries.some((line) => line.message === "Plugin 'element-trigger' gives no course assistant: QUIRE_ASSISTANT_URL is set but QUIRE_ASSISTANT_MODEL is not: name the model to ask")).toBe(true);
      expect(server.services.host.failures().map((failure) => `${failure.pluginId}: ${failure.error.message}`)).toContain(
        "test-same-assistant: its course assistant 'slow' is already given by the plugin 'test-slow-assistant'",
      );
      expect(server.services.host.pluginIds()).toContain('element-trigger');
      const course = await buildSection(server, { extraPages: [DOT_PAGE] });
      const row = await server.services.db('resources').where({ project_id: course.project.id }).whereLike('slug', 'el-pret%').first('id');
      const learner = await enrolledUser(server, course.sectionSlug);
      const body = { trigger_type: 'content_block', resource_id: Number(row.id), data: { ref_id: 'dot-1' }, prompt: PROMPT };
      expect(await learner.client.post(`/api/v1/triggers/${course.sectionSlug}`, body)).toMatchObject({ status: 504, body: { message: 'The course assistant took too long to answer: try again later.' } });
      expect(questions).toEqual([
        {
          prompt: PROMPT,
          triggerType: 'content_block',
          pageTitle: 'El pretérito',
          pageContent: 'Bienvenidos a Spanish 1.\nThe preterite\nHablé con Ana.\nComí paella.',
          focusContent: 'The preterite\nHablé con Ana.',
        },
      ]);
    } finally {
      await server.close();
    }
  });
});
