import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';
import { activityContent, addResource, addRevision, createProject, enrolledUser, signedInUser } from '../delivery-api/testing/signed-in-user.js';
import type { TestClient } from '../testing/test-client.js';
import { SIGN_IN_PAGE_RATE_LIMIT, type AppServerRender } from './lesson-pages.js';

// The web app's server part from its sources, which Vitest compiles. Named by a string so
// that this package's type check stays out of the web app's sources (whose own type check
// holds them to AppServerRender).
const WEB_SERVER_RENDER: string = '@quire/web/server-render';
const webServerRender = (await import(WEB_SERVER_RENDER)) as AppServerRender;
/** How many pages the server has drawn. */
const draws = { count: 0 };
const serverRender: AppServerRender = {
  ...webServerRender,
  renderApp: (...args) => {
    draws.count++;
    return webServerRender.renderApp(...args);
  },
};

// `$&` and `$'` would stand for other text were the page put together with replacement strings.
const HOSTILE = "</script><script>alert(1)</script> $& $'";

/** A lesson with a heading, text, a table, an image and an activity, published in a section. */
async function buildLessonSection(server: TestServer) {
  const { db } = server.services;
  const author = await signedInUser(server, { name: 'Author' });
  const project = await createProject(db, author.id);
  const activity = await addResource(db, project.id, {
    kind: 'activity',
    title: 'Question',
    content: activityContent('Which metal is liquid at room temperature?'),
    activityType: 'oli_multiple_choice',
  });
  const model = [
    {
      type: 'content',
      id: 'c1',
      children: [
        { type: 'h2', id: 'h', children: [{ text: 'States of matter' }] },
        { type: 'p', id: 'p', children: [{ text: `Solids keep their shape. ${HOSTILE}` }] },
        {
          type: 'table',
          id: 't',
          children: [{ type: 'tr', id: 'r', children: [{ type: 'td', id: 'd', children: [{ text: 'Mercury melts at 234 K' }] }] }],
        },
        { type: 'img', id: 'i', src: 'https://example.org/ice.png', alt: 'Ice cubes melting in a glass', children: [{ text: '' }] },
      ],
    },
    { type: 'activity-reference', id: 'ref', activity_id: activity.resourceId },
  ];
  const lesson = await addResource(db, project.id, { kind: 'page', title: 'Matter', content: JSON.stringify({ model }), position: 0 });
  const next = await addResource(db, project.id, { kind: 'page', title: 'Energy', content: JSON.stringify({ model: [] }), position: 1 });
  const slugOf = async (resourceId: number) => (await db('revisions').where({ resource_id: resourceId }).orderBy('id', 'desc').first('slug')).slug as string;
  expect((await author.client.post(`/api/v1/project/${project.slug}/publish`)).status).toBe(201);
  const created = await author.client.post('/api/v1/sections', { projectSlug: project.slug, title: 'Spring Term' });
  expect(created.status).toBe(201);
  return { author, project, lesson, next, activity, slug: await slugOf(lesson.resourceId), nextSlug: await slugOf(next.resourceId), sectionSlug: created.body.sectionSlug as string };
}

const html = (client: TestClient, path: string, headers: Record<string, string> = {}) => client.request<string>('GET', path, undefined, { headers: { accept: 'text/html', ...headers } });
/** A browser's revalidation of `etag` (fetch would otherwise add `Cache-Control: no-cache`, which asks for the page whatever its ETag). */
const revalidating = (etag: string) => ({ 'if-none-match': etag, 'cache-control': 'max-age=0' });

describe.each(testDialects())('lesson pages drawn on the server (%s)', (dialect) => {
  let server: TestServer;
  let course: Awaited<ReturnType<typeof buildLessonSection>>;
  let learner: Awaited<ReturnType<typeof enrolledUser>>;
  let lessonPath: string;

  beforeAll(async () => {
    server = await startTestServer(dialect, { serverRender });
    course = await buildLessonSection(server);
    learner = await enrolledUser(server, course.sectionSlug, 'student', { name: 'Lea Learner' });
    lessonPath = `/sections/${course.sectionSlug}/lesson/${course.slug}`;
  });
  afterAll(() => server.close());

  it("holds what the learner reads in the first response: the page's text, headings, table cells, image alt text, the question, and the shell", async () => {
    const answer = await html(learner.client, lessonPath);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    const page = answer.body;
    expect(page).toContain('<title>Matter · Spring Term · Quire</title>');
    expect(page).toMatch(/<h1>Matter<\/h1>/);
    expect(page).toMatch(/<h2[^>]*>States of matter<\/h2>/);
    expect(page).toContain('Solids keep their shape.');
    expect(page).toMatch(/<td[^>]*>Mercury melts at 234 K<\/td>/);
    expect(page).toContain('alt="Ice cubes melting in a glass"');
    expect(page).toContain('Which metal is liquid at room temperature?');
    expect(page).toContain('Answering this question needs JavaScript');
    // The shell: the outline, the pager and the account menu.
    expect(page).toMatch(/<nav class="course-outline" aria-label="Course Content">/);
    expect(page).toContain(`href="/sections/${course.sectionSlug}/lesson/${course.nextSlug}"`);
    expect(page).toContain('Lea Learner');
  });

  it('never sends a learner the answers, and embeds the page state where no content can end its block', async () => {
    const page = (await html(learner.client, lessonPath)).body;
    expect(page).not.toContain('authoring');
    expect(page).not.toContain('input like');
    expect(page).not.toContain(HOSTILE);
    const block = /<script type="application\/json" id="quire-server-state">([^<]*)<\/script>/.exec(page);
    expect(block).not.toBeNull();
    const state = JSON.parse(block![1]);
    expect(state.lesson.page.title).toBe('Matter');
    expect(JSON.stringify(state)).toContain(HOSTILE);
    expect(state.session.user.name).toBe('Lea Learner');
  });

  it('answers 304 to a repeat visit with nothing changed, and the page again once the learner has answered', async () => {
    const first = await html(learner.client, lessonPath);
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const repeat = await html(learner.client, lessonPath, revalidating(etag));
    expect(repeat.status).toBe(304);

    const attempt = await learner.client.post(`/api/v1/sections/${course.sectionSlug}/resource/${course.lesson.resourceId}/attempt`);
    const activityAttempt = attempt.body.activityAttempts[0];
    const submitted = await learner.client.put(`/api/v1/state/course/${course.sectionSlug}/activity_attempt/${activityAttempt.attemptGuid}`, {
      partInputs: [{ attemptGuid: activityAttempt.parts[0].attemptGuid, response: { input: 'a' } }],
    });
    expect(submitted.status).toBe(200);
    const changed = await html(learner.client, lessonPath, revalidating(etag));
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('sends a page asked for again with nothing changed as drawn the first time, to its reader only, and draws it again once the learner has answered', async () => {
    const reader = await enrolledUser(server, course.sectionSlug, 'student', { name: 'Rita Reader' });
    const drawnBefore = draws.count;
    const first = await html(reader.client, lessonPath);
    const again = await html(reader.client, lessonPath);
    expect(again.status).toBe(200);
    expect(again.body).toBe(first.body);
    expect(draws.count - drawnBefore).toBe(1);
    expect(first.body).toContain('Rita Reader');
    expect((await html(learner.client, lessonPath)).body).not.toContain('Rita Reader');

    const attempt = await reader.client.post(`/api/v1/sections/${course.sectionSlug}/resource/${course.lesson.resourceId}/attempt`);
    const activityAttempt = attempt.body.activityAttempts[0];
    const submitted = await reader.client.put(`/api/v1/state/course/${course.sectionSlug}/activity_attempt/${activityAttempt.attemptGuid}`, {
      partInputs: [{ attemptGuid: activityAttempt.parts[0].attemptGuid, response: { input: 'a' } }],
    });
    expect(submitted.status).toBe(200);
    const drawnBeforeAnswer = draws.count;
    const answered = await html(reader.client, lessonPath);
    expect(draws.count - drawnBeforeAnswer).toBe(1);
    expect(answered.body).not.toBe(first.body);
  });

  it("draws the project's plugin settings in the page, and a change of them answers the page again", async () => {
    const { db } = server.services;
    const author = await signedInUser(server, { name: 'Owner' });
    const project = await createProject(db, author.id);
    const video = { type: 'youtube', id: 'y', src: 'aqz-KE-bpKQ', alt: 'Big Buck Bunny', children: [{ text: '' }] };
    const film = await addResource(db, project.id, { kind: 'page', title: 'Film', content: JSON.stringify({ model: [{ type: 'content', id: 'c', children: [video] }] }), position: 0 });
    expect((await author.client.post(`/api/v1/project/${project.slug}/publish`)).status).toBe(201);
    const section = (await author.client.post('/api/v1/sections', { projectSlug: project.slug, title: 'Film Club' })).body.sectionSlug as string;
    const viewer = await enrolledUser(server, section, 'student', { name: 'Vic Viewer' });
    const path = `/sections/${section}/lesson/${(await db('revisions').where({ resource_id: film.resourceId }).first('slug')).slug}`;

    const first = await html(viewer.client, path);
    expect(first.body).toContain('src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?enablejsapi=1"');
    const etag = first.headers.get('etag')!;
    expect((await html(viewer.client, path, revalidating(etag))).status).toBe(304);

    const saved = await author.client.put(`/api/v1/projects/${project.slug}/plugins/element-youtube/settings`, { privacyEnhanced: false });
    expect(saved.status).toBe(200);
    const changed = await html(viewer.client, path, revalidating(etag));
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(changed.body).toContain('src="https://www.youtube.com/embed/aqz-KE-bpKQ?enablejsapi=1"');
    expect(changed.body).not.toContain('youtube-nocookie.com/embed');
    // The browser's first render takes the same settings from the page's state, as the section route gives them.
    const state = JSON.parse(/<script type="application\/json" id="quire-server-state">([^<]*)<\/script>/.exec(changed.body)![1]);
    expect(state.lesson.section.pluginSettings['element-youtube']).toEqual({ privacyEnhanced: false });
    expect((await viewer.client.get(`/api/v1/sections/${section}`)).body.pluginSettings['element-youtube']).toEqual({ privacyEnhanced: false });
  });

  it("answers a visitor who is not enrolled with the API's 403, as a page", async () => {
    const stranger = await signedInUser(server, { name: 'Stranger' });
    const answer = await html(stranger.client, lessonPath);
    expect(answer.status).toBe(403);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.body).toContain('You are not enrolled in this section');
    expect(answer.body).not.toContain('Solids keep their shape.');
  });

  it('answers a page the section does not deliver with a 404 page', async () => {
    const missing = await html(learner.client, `/sections/${course.sectionSlug}/lesson/no-such-page`);
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('This page is not part of the course.');

    const unknownSection = await html(learner.client, `/sections/no-such-section/lesson/${course.slug}`);
    expect(unknownSection.status).toBe(404);
    expect(unknownSection.body).toContain('Section not found');

  });

  it('draws a preview for a member of the project, and refuses one to a learner', async () => {
    const previewPath = `/sections/${course.sectionSlug}/preview/lesson/${course.slug}`;
    const preview = await html(course.author.client, previewPath);
    expect(preview.status).toBe(200);
    expect(preview.body).toContain('Solids keep their shape.');
    expect(preview.body).toContain('Which metal is liquid at room temperature?');
    const refused = await html(learner.client, previewPath);
    expect(refused.status).toBe(403);
    expect(refused.body).toContain('Only authors of this project and instructors of this section may preview it');
  });

  it('offers a visitor who is not signed in to sign in, drawn on the server, with nothing of the lesson', async () => {
    const anonymous = await html(server.client(), lessonPath);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toMatch(/<h1 id="section-sign-in-title">Sign in to continue<\/h1>/);
    expect(anonymous.body).toContain(`href="/login?next=${encodeURIComponent(lessonPath)}"`);
    expect(anonymous.body).not.toContain('Continue as guest');
    expect(anonymous.body).not.toContain('Solids keep their shape.');
    expect(anonymous.body).not.toContain('Spring Term');
    expect(anonymous.body).toContain('"session":null');
  });

  it('sends a visitor who is not signed in from a preview to sign in first, and back', async () => {
    const previewPath = `/sections/${course.sectionSlug}/preview/page/${course.slug}?from=mail`;
    const anonymous = await html(server.client(), previewPath);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toBe(`/login?next=${encodeURIComponent(previewPath)}`);
  });

  it('offers a visitor who is not signed in to join an open section as a guest', async () => {
    const open = await course.author.client.post('/api/v1/sections', { projectSlug: course.project.slug, title: 'Open Term', openAndFree: true });
    expect(open.status).toBe(201);
    const anonymous = await html(server.client(), `/sections/${open.body.sectionSlug}/lesson/${course.slug}`);
    expect(anonymous.body).toContain('<title>Open Term · Quire</title>');
    expect(anonymous.body).toMatch(/<h1 id="section-sign-in-title">Open Term<\/h1>/);
    expect(anonymous.body).toContain('Continue as guest');
    expect(anonymous.body).not.toContain('Solids keep their shape.');
  });

  it('leaves the sign-in page to the app past its rate for one address, and a request for JSON to the routes after it', async () => {
    // Every visitor of these tests comes from the same address, and the tests before this one asked too.
    let drawn = 0;
    for (let i = 0; i <= SIGN_IN_PAGE_RATE_LIMIT.max; i++) if (String((await html(server.client(), lessonPath)).body).includes('quire-server-state')) drawn++;
    expect(drawn).toBeGreaterThan(SIGN_IN_PAGE_RATE_LIMIT.max / 2);
    expect(drawn).toBeLessThanOrEqual(SIGN_IN_PAGE_RATE_LIMIT.max);
    const past = await html(server.client(), lessonPath);
    expect(String(past.body)).not.toContain('quire-server-state');
    const json = await learner.client.request('GET', lessonPath, undefined, { headers: { accept: 'application/json' } });
    expect(String(json.body)).not.toContain('quire-server-state');
  });

  // Last: it renames the lesson.
  it('moves the address of a page before its rename to its current one, query and all', async () => {
    const { db } = server.services;
    const content = (await db('revisions').where({ resource_id: course.lesson.resourceId }).orderBy('id', 'desc').first('content')).content as string;
    const revisionId = await addRevision(db, course.lesson.resourceId, { title: 'Matter and its states', content });
    await db('revisions').where({ id: revisionId }).update({ slug: 'matter-and-its-states' });
    expect((await course.author.client.post(`/api/v1/project/${course.project.slug}/publish`)).status).toBe(201);
    expect((await course.author.client.put(`/api/v1/sections/${course.sectionSlug}/publication`)).status).toBe(200);
    const moved = await html(learner.client, `${lessonPath}?from=bookmark`);
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe(`/sections/${course.sectionSlug}/lesson/matter-and-its-states?from=bookmark`);
    const current = await html(learner.client, `/sections/${course.sectionSlug}/lesson/matter-and-its-states`);
    expect(current.status).toBe(200);
    expect(current.body).toContain('<h1>Matter and its states</h1>');
  });
});

describe('lesson pages drawn in the built web app', () => {
  const THEME = "document.documentElement.classList.add('dark');";
  let webRoot: string;
  let server: TestServer;

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'quire-web-'));
    mkdirSync(join(webRoot, 'assets'));
    mkdirSync(join(webRoot, '.vite'));
    writeFileSync(
      join(webRoot, 'index.html'),
      '<!doctype html><html><head><title>Quire</title><script src="/theme.js"></script><script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(webRoot, 'theme.js'), THEME);
    writeFileSync(join(webRoot, 'assets', 'index-1.css'), '.app-shell{display:grid}');
    writeFileSync(join(webRoot, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'] } }));
    server = await startTestServer('sqlite', { serverRender, webRoot });
  });
  afterAll(async () => {
    await server.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('carries its stylesheet and theme script in the page, the script allowed by its hash, so that the first paint waits for no other request', async () => {
    const course = await buildLessonSection(server);
    const reader = await enrolledUser(server, course.sectionSlug, 'student', { name: 'Lea Learner' });
    const page = await html(reader.client, `/sections/${course.sectionSlug}/lesson/${course.slug}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<script>${THEME}</script>`);
    expect(page.body).not.toContain('src="/theme.js"');
    expect(page.body).not.toContain('<link rel="stylesheet"');
    expect(page.body).toMatch(/<style>[^<]*\.app-shell\{display:grid\}/);
    const hash = createHash('sha256').update(THEME).digest('base64');
    expect(page.headers.get('content-security-policy')).toContain(`script-src 'self' 'sha256-${hash}';`);
  });
});
