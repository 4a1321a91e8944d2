import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definePlugin, defineElement, elementSchema } from '@quire/plugin-sdk';
import { defineServer, type CodeRunner } from '@quire/plugin-sdk/server';
import Router from '@koa/router';
import { buildSection, enrolledUser, signedInUser } from '../delivery-api/testing/signed-in-user.js';
import { testDialects } from '../testing/test-database.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

/** The run-code plugin's route, from the plugin list the server loads (element-run-code). */
const RUN = '/api/v1/content_types/ecl';

describe.each(testDialects())('running learner code (POST /api/v1/content_types/ecl) on %s', (dialect) => {
  let server: TestServer;
  let course: Awaited<ReturnType<typeof buildSection>>;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    course = await buildSection(server);
  });
  afterAll(() => server.close());

  it("runs an enrolled learner's JavaScript and answers what it printed", async () => {
    const learner = await enrolledUser(server, course.sectionSlug);
    const answer = await learner.client.post(RUN, { code: "console.log('Hello', 6 * 7)", section: course.sectionSlug });
    expect(answer).toMatchObject({ status: 200, body: { result: { stdout: 'Hello 42\n', stderr: '' } } });
    expect(await learner.client.post(RUN, { code: "throw new Error('nope')" })).toMatchObject({ status: 200, body: { result: { error: 'Error: nope' } } });
  });

  it('lets an author run code, and no one else', async () => {
    expect(await course.author.client.post(RUN, { code: '1' })).toMatchObject({ status: 200 });
    const stranger = await signedInUser(server);
    expect(await stranger.client.post(RUN, { code: '1' })).toMatchObject({ status: 403, body: { message: 'Only learners and authors can run code' } });
    expect(await server.client().post(RUN, { code: '1' })).toMatchObject({ status: 401 });
  });

  it('checks the section it is told of', async () => {
    const other = await buildSection(server);
    const learner = await enrolledUser(server, course.sectionSlug);
    expect(await learner.client.post(RUN, { code: '1', section: other.sectionSlug })).toMatchObject({ status: 403, body: { message: 'You are not enrolled in this section' } });
  });

  it('checks the block it is told of: a run-code block the section delivers, whose runner it uses', async () => {
    const runPage = { title: 'Run', content: JSON.stringify({ model: [{ type: 'content', id: 'c9', children: [{ type: 'ecl', id: 'run-1', runner: 'javascript', code: '1', children: [{ text: '' }] }, { type: 'p', id: 'p9', children: [{ text: 'run-2' }] }] }] }) };
    const withBlock = await buildSection(server, { extraPages: [runPage] });
    const learner = await enrolledUser(server, withBlock.sectionSlug);
    const section = withBlock.sectionSlug;
    expect(await learner.client.post(RUN, { code: 'console.log(2 + 2)', section, block: 'run-1' })).toMatchObject({ status: 200, body: { result: { stdout: '4\n' } } });
    expect(await learner.client.post(RUN, { code: '1', section, block: 'run-1', runner: 'javascript' })).toMatchObject({ status: 200 });
    // A paragraph's id, an id the section does not deliver, and a block of another section are not run-code blocks of this one.
    for (const block of ['p9', 'run-2', 'c9']) expect(await learner.client.post(RUN, { code: '1', section, block })).toMatchObject({ status: 404, body: { message: 'This section has no such run-code block' } });
    const elsewhere = await enrolledUser(server, course.sectionSlug);
    expect(await elsewhere.client.post(RUN, { code: '1', section: course.sectionSlug, block: 'run-1' })).toMatchObject({ status: 404 });
    expect(await learner.client.post(RUN, { code: '1', block: 'run-1' })).toMatchObject({ status: 400, body: { message: 'block needs the section its page is delivered in' } });
  });

  it('lists the installed runners for the block editor', async () => {
    expect(await course.author.client.get(RUN)).toMatchObject({ status: 200, body: { runners: [{ name: 'javascript', label: 'JavaScript' }] } });
    expect(await (await signedInUser(server)).client.get(RUN)).toMatchObject({ status: 403 });
  });

  it('refuses a body it does not know, an unknown runner, and code past 64 K characters', async () => {
    const learner = await enrolledUser(server, course.sectionSlug);
    expect(await learner.client.post(RUN, { code: 1 })).toMatchObject({ status: 400 });
    expect(await learner.client.post(RUN, { code: '1', block: { $gt: '' } })).toMatchObject({ status: 400, body: { message: 'block is the id of a run-code block' } });
    expect(await learner.client.post(RUN, { code: '1', files: [] })).toMatchObject({ status: 400, body: { message: "Unknown field 'files': send code, and optionally runner, section and block" } });
    expect(await learner.client.post(RUN, { code: '1', runner: 'cobol' })).toMatchObject({ status: 400, body: { message: "Unknown runner 'cobol': the runners are javascript" } });
    expect(await learner.client.post(RUN, { code: 'x'.repeat(64 * 1024 + 1) })).toMatchObject({ status: 413 });
  });

  it('stops code that runs past its time with a message, and limits each person to 30 runs a minute', async () => {
    const learner = await enrolledUser(server, course.sectionSlug);
    expect(await learner.client.post(RUN, { code: 'while (true) {}' })).toMatchObject({ status: 200, body: { result: { error: 'Your code ran for more than 2 seconds and was stopped.' } } });
    for (let run = 2; run <= 30; run++) expect((await learner.client.post(RUN, { code: '1' })).status).toBe(200);
    expect(await learner.client.post(RUN, { code: '1' })).toMatchObject({ status: 429 });
    // Another learner still runs.
    expect((await (await enrolledUser(server, course.sectionSlug)).client.post(RUN, { code: '1' })).status).toBe(200);
  }, 30_000);
});

describe('content type routes and code runners of server parts', () => {
  const echoRunner = (name: string): CodeRunner => ({ name, label: name, run: async (code) => ({ stdout: code, stderr: '' }) });

  it('refuses routes for a kind the plugin does not contribute, and a runner name already taken, naming the plugins', async () => {
    const foreignRoutes = {
      manifest: definePlugin({ id: 'test-foreign-routes' }),
      server: defineServer({ contentTypeRoutes: { p: new Router() } }),
    };
    const ownKind = defineElement({ kind: 'test_echo', structure: { kind: 'test_echo', display: 'block', content: { type: 'void' } }, schema: elementSchema('test_echo', {}) });
    const echo = {
      manifest: definePlugin({ id: 'test-echo', elements: [ownKind] }),
      server: defineServer({
        codeRunners: [echoRunner('javascript')],
        contentTypeRoutes: { test_echo: new Router().post('/', (ctx) => void (ctx.body = { echoed: true })) },
      }),
    };
    const server = await startTestServer('sqlite', { extraPlugins: [foreignRoutes, echo] });
    try {
      const failures = server.services.host.failures().map((failure) => `${failure.pluginId}: ${failure.error.message}`);
      expect(failures).toContain("test-foreign-routes: it gives routes for the element kind 'p', which it does not contribute");
      expect(failures).toContain("test-echo: its code runner 'javascript' is already given by the plugin 'element-run-code'");
      const user = await signedInUser(server);
      expect(await user.client.post('/api/v1/content_types/test_echo', {})).toMatchObject({ status: 200, body: { echoed: true } });
      expect(await user.client.post('/api/v1/content_types/p', {})).toMatchObject({ status: 404 });
    } finally {
      await server.close();
    }
  });
});
