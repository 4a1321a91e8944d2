import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import type { BrowserContext, Page } from 'playwright-core';
import { scriptsDownloaded } from '@quire/e2e/page-scripts';
import { startWebAppUnderTest, type WebAppUnderTest } from '@quire/e2e/web-app';
import { createServerPluginHost } from '@quire/server';
import { loadDeliveryViews, renderPageHtml, type AppServerRender, type LessonPageState } from '@quire/server/delivery';
import { spawnServerProcess } from '@quire/server/server-process';
import { registerClient, send, type BenchClient } from '../http-client.js';
import { median, percentile } from '../measure.js';
import { editorDocument } from './editor-keystroke.js';
import type { ScenarioResult } from './normalize.js';

const BLOCKS = 200;
const LONG_BLOCKS = 2000;
/** Lesson and static loads, alternated: the figures are the medians of each. */
const PAINT_PAIRS = 15;
const RENDERS = 100;
const RENDER_ROUNDS = 5;
const CLIENTS = 20;
const DURATION_S = 6;
const WARM_UP_S = 2;
const STATIC_PAGE_JS_LIMIT = 60_000;
const LEARNER_JS_LIMIT = 100_000;
const AUTHORING_JS_LIMIT = 250_000;
/** Issue targets: the learner's page next to the same blocks as static HTML, and the server's render. */
const PAINT_RATIO_LIMIT = 1.5;
const RENDER_P95_LIMIT_MS = 10;
const LONG_RENDER_P95_LIMIT_MS = 60;
const THROUGHPUT_RATIO_LIMIT = 0.3;
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const bareKoaEntry = fileURLToPath(new URL('../servers/bare-koa.ts', import.meta.url));
/** The text of the page's last block: the page has rendered when it is there. */
export const lastBlockText = (blocks: number) => `Paragraph ${blocks - 1} explains`;

/** A published, open section whose one page holds `blocks`; answers the page's learner address. */
export async function publishLongPage(author: BenchClient, blocks: ReturnType<typeof editorDocument>): Promise<string> {
  const { slug } = await send(author, 'POST', '/api/v1/projects', { title: 'Bench course' });
  const page = await send(author, 'POST', `/api/v1/projects/${slug}/curriculum`, { kind: 'page', title: 'A long page' });
  await send(author, 'POST', `/api/v1/project/${slug}/lock/${page.id}`);
  await send(author, 'PUT', `/api/v1/project/${slug}/resource/${page.id}`, {
    update: { content: { model: [{ type: 'content', id: 'bench-content', children: blocks }] } },
    releaseLock: true,
  });
  await send(author, 'POST', `/api/v1/project/${slug}/publish`);
  const { sectionSlug } = await send(author, 'POST', '/api/v1/sections', { projectSlug: slug, title: 'Bench section', openAndFree: true });
  const outline = await send(author, 'GET', `/api/v1/sections/${sectionSlug}`);
  return `/sections/${sectionSlug}/lesson/${outline.hierarchy.children[0].slug}`;
}

/** A fresh browser context (empty cache) carrying `client`'s session. */
export async function contextOf(app: WebAppUnderTest, client: BenchClient): Promise<BrowserContext> {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const [name, value] = client.cookie.split('=');
  await context.addCookies([{ name, value, url: app.baseUrl }]);
  return context;
}

/**
 * In the page, from its first script on: the time of the frame after the one in which the
 * last block is first in the document, by when that frame has been painted.
 */
const lastBlockClock = (blocks: number) => `(function watch() {
  if (document.body && document.body.textContent.includes(${JSON.stringify(lastBlockText(blocks))})) {
    requestAnimationFrame(function () { window.__quireLastBlockAt = performance.now(); });
  } else {
    requestAnimationFrame(watch);
  }
})();`;

/**
 * Milliseconds from the navigation's start to the first contentful paint, and until the
 * page's last block is on screen. Both are read in the page, so neither waits for the load
 * event (the navbar's logo, say) nor counts the time the test takes to ask.
 */
export async function paintTimes(page: Page, url: string, blocks: number): Promise<{ firstPaint: number; lastBlock: number }> {
  await page.addInitScript(lastBlockClock(blocks));
  await page.goto(url, { waitUntil: 'commit' });
  const lastBlockAt = () => (window as { __quireLastBlockAt?: number }).__quireLastBlockAt;
  await page.waitForFunction(lastBlockAt, undefined, { polling: 50, timeout: 30_000 });
  const lastBlock = (await page.evaluate(lastBlockAt)) as number;
  const firstPaint = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const entry = performance.getEntriesByName('first-contentful-paint')[0];
        if (entry) return resolve(entry.startTime);
        new PerformanceObserver((list) => resolve(list.getEntries()[0].startTime)).observe({ type: 'paint', buffered: true });
      }),
  );
  return { firstPaint, lastBlock };
}

/** The learner's page at `path` as the server sends it, and the state it embeds. */
async function lessonPage(client: BenchClient, path: string): Promise<{ html: string; state: LessonPageState }> {
  const response = await fetch(client.baseUrl + path, { headers: { cookie: client.cookie, accept: 'text/html' } });
  const html = await response.text();
  const block = /<script type="application\/json" id="quire-server-state">([^<]*)<\/script>/.exec(html);
  if (response.status !== 200 || !block) throw new Error(`GET ${path}: ${response.status}, no server state in the page`);
  return { html, state: JSON.parse(block[1]) as LessonPageState };
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * The state as the server hands it to its render: the page's content read from the
 * revision and frozen. A fresh copy is content no render has drawn yet (the first reader
 * of a revision); the same copy again is content already drawn (every later reader).
 */
function frozenContentState(state: LessonPageState): LessonPageState {
  const copy = JSON.parse(JSON.stringify(state)) as LessonPageState;
  deepFreeze(copy.lesson.page?.content);
  return copy;
}

/**
 * The server's render of the page, streamed to the end, after a warm-up: the median of
 * all renders, and the median of the p95s of `RENDER_ROUNDS` rounds of `RENDERS` each, so
 * that one stretch of a busy machine does not make the figure. Each round's states come
 * from `stateFor` before the round starts, so that making them is neither timed nor leaves
 * its garbage to the timed renders.
 */
async function serverRenderFigures(render: AppServerRender, path: string, stateFor: () => LessonPageState): Promise<{ p50: number; p95: number }> {
  const once = async (state: LessonPageState) => {
    const t0 = performance.now();
    for await (const chunk of await render.renderApp(path, state)) void chunk;
    return performance.now() - t0;
  };
  for (let i = 0; i < 20; i++) await once(stateFor());
  const all: number[] = [];
  const roundP95s: number[] = [];
  for (let round = 0; round < RENDER_ROUNDS; round++) {
    const states = Array.from({ length: RENDERS }, stateFor);
    const times: number[] = [];
    for (const state of states) times.push(await once(state));
    all.push(...times);
    roundP95s.push(percentile(times, 95));
  }
  return { p50: median(all), p95: median(roundP95s) };
}

function load(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * A learner's lesson page, drawn on the server (issue targets). In Chromium, over fresh
 * contexts with empty caches: the first contentful paint and the last of 200 blocks on
 * screen, next to the same blocks as static HTML (no script at all, answered by koa from
 * memory) in the same browser, loads of the two alternating, and the page's gzipped JavaScript, at first and once the learner's app has loaded, next
 * to the author's first screen. In process: the server's render of a 200- and a
 * 2,000-block lesson from the state it embeds, for the first reader of the revision and
 * for later ones (whose content is already drawn). Over HTTP: 20 learners fetching the
 * lesson at once, next to koa serving the same bytes from memory.
 */
export async function learnerPageScenario(): Promise<ScenarioResult> {
  const app = await startWebAppUnderTest();
  const scratch = mkdtempSync(join(tmpdir(), 'quire-bench-page-'));
  try {
    const author = await registerClient(app.baseUrl, 'bench-author@example.com');
    const learner = await registerClient(app.baseUrl, 'bench-learner@example.com');
    const blocks = editorDocument(BLOCKS);
    const lessonPath = await publishLongPage(author, blocks);
    const longLessonPath = await publishLongPage(author, editorDocument(LONG_BLOCKS));

    // Untimed: the server's first renders compile its code; the browser loads measure it running.
    for (let i = 0; i < 20; i++) await lessonPage(learner, lessonPath);

    const firstContext = await contextOf(app, learner);
    const firstPage = await firstContext.newPage();
    const learnerJs = (
      await scriptsDownloaded(firstPage, app.baseUrl + lessonPath, app.webRoot, () =>
        firstPage.waitForFunction((text) => document.body.textContent?.includes(text), lastBlockText(BLOCKS)),
      )
    ).totalGzipBytes;
    await firstContext.close();

    // The learner's whole app, as it loads when the learner reaches for a control (the account menu).
    const appContext = await contextOf(app, learner);
    const appPage = await appContext.newPage();
    const learnerAppJs = (
      await scriptsDownloaded(appPage, app.baseUrl + lessonPath, app.webRoot, async () => {
        await appPage.waitForFunction((text) => document.body.textContent?.includes(text), lastBlockText(BLOCKS));
        await appPage.getByRole('button', { name: /bench-learner/ }).click();
        await appPage.getByRole('menu').waitFor();
      })
    ).totalGzipBytes;
    await appContext.close();

    const authorContext = await contextOf(app, author);
    const authorPage = await authorContext.newPage();
    const authoringJs = (
      await scriptsDownloaded(authorPage, `${app.baseUrl}/authoring`, app.webRoot, () => authorPage.getByRole('heading', { name: 'Projects' }).waitFor())
    ).totalGzipBytes;
    await authorContext.close();

    // The baseline: the same blocks drawn by the same delivery views on the server, as HTML
    // that koa answers from memory. Its loads alternate with the lesson's, so that both
    // meet the same moments of a machine whose two cores the server and browser share.
    const { host, plugins } = await createServerPluginHost({ rootDir: repoRoot });
    const staticHtml = renderPageHtml('Bench course', 'A long page', blocks, await loadDeliveryViews(repoRoot, plugins, host));
    const staticFile = join(scratch, 'static.html');
    writeFileSync(staticFile, staticHtml);
    const staticServer = await spawnServerProcess({ BENCH_HTML_FILE: staticFile }, { entry: bareKoaEntry });
    const learnerLoads: { firstPaint: number; lastBlock: number }[] = [];
    const staticLoads: { firstPaint: number; lastBlock: number }[] = [];
    try {
      for (let i = 0; i < PAINT_PAIRS; i++) {
        const lessonContext = await contextOf(app, learner);
        learnerLoads.push(await paintTimes(await lessonContext.newPage(), app.baseUrl + lessonPath, BLOCKS));
        await lessonContext.close();
        const staticContext = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
        staticLoads.push(await paintTimes(await staticContext.newPage(), staticServer.baseUrl + '/', BLOCKS));
        await staticContext.close();
      }
    } finally {
      await staticServer.stop();
    }

    // The server's render alone, from the state the page embeds, with the server build the server uses.
    const render = (await import(pathToFileURL(app.serverBuild).href)) as AppServerRender;
    const page = await lessonPage(learner, lessonPath);
    const renders = await serverRenderFigures(render, lessonPath, () => frozenContentState(page.state));
    const drawnState = frozenContentState(page.state);
    const drawnRenders = await serverRenderFigures(render, lessonPath, () => drawnState);
    const longState = (await lessonPage(learner, longLessonPath)).state;
    const longRenders = await serverRenderFigures(render, longLessonPath, () => frozenContentState(longState));

    // 20 learners at once, each request from the next of them, next to koa answering the page's bytes from memory.
    const learners = [learner];
    for (let i = 1; i < CLIENTS; i++) learners.push(await registerClient(app.baseUrl, `bench-learner-${i}@example.com`));
    let nextLearner = 0;
    const htmlFile = join(scratch, 'lesson.html');
    writeFileSync(htmlFile, page.html);
    const bare = await spawnServerProcess({ BENCH_HTML_FILE: htmlFile }, { entry: bareKoaEntry });
    let baseline: autocannon.Result;
    let lessons: autocannon.Result;
    try {
      const lessonLoad = (duration: number) =>
        load({
          url: app.baseUrl + lessonPath,
          connections: CLIENTS,
          duration,
          requests: [
            {
              setupRequest: (request) => ({ ...request, headers: { ...request.headers, cookie: learners[nextLearner++ % CLIENTS].cookie, accept: 'text/html' } }),
            },
          ],
        });
      await load({ url: bare.baseUrl, connections: CLIENTS, duration: WARM_UP_S });
      baseline = await load({ url: bare.baseUrl, connections: CLIENTS, duration: DURATION_S });
      await lessonLoad(WARM_UP_S);
      lessons = await lessonLoad(DURATION_S);
    } finally {
      await bare.stop();
    }

    const kb = (bytes: number) => Math.round(bytes / 100) / 10;
    const ms = (value: number) => Math.round(value * 10) / 10;
    const paints = (loads: typeof learnerLoads) => ({ firstPaint: median(loads.map((l) => l.firstPaint)), lastBlock: median(loads.map((l) => l.lastBlock)) });
    const learnerPaint = paints(learnerLoads);
    const staticPaint = paints(staticLoads);
    const firstPaintRatio = learnerPaint.firstPaint / staticPaint.firstPaint;
    const lastBlockRatio = learnerPaint.lastBlock / staticPaint.lastBlock;
    const renderP95 = renders.p95;
    const longRenderP95 = longRenders.p95;
    const throughputRatio = lessons.requests.average / baseline.requests.average;
    return {
      scenario: `learner page drawn on the server (${BLOCKS} blocks)`,
      rows: [
        {
          case: `Quire lesson in Chromium, ${BLOCKS} blocks`,
          'gzipped JS KB': kb(learnerJs),
          'first paint ms': Math.round(learnerPaint.firstPaint),
          'last block ms': Math.round(learnerPaint.lastBlock),
          'p50 ms': '',
          'p95 ms': '',
          'requests/s': '',
        },
        {
          case: 'baseline: same blocks as static HTML',
          'gzipped JS KB': 0,
          'first paint ms': Math.round(staticPaint.firstPaint),
          'last block ms': Math.round(staticPaint.lastBlock),
          'p50 ms': '',
          'p95 ms': '',
          'requests/s': '',
        },
        {
          case: 'Quire lesson, once the app has loaded',
          'gzipped JS KB': kb(learnerAppJs),
          'first paint ms': '',
          'last block ms': '',
          'p50 ms': '',
          'p95 ms': '',
          'requests/s': '',
        },
        { case: "baseline: author's first screen", 'gzipped JS KB': kb(authoringJs), 'first paint ms': '', 'last block ms': '', 'p50 ms': '', 'p95 ms': '', 'requests/s': '' },
        { case: `server render, ${BLOCKS} blocks, first reader`, 'gzipped JS KB': '', 'first paint ms': '', 'last block ms': '', 'p50 ms': ms(renders.p50), 'p95 ms': ms(renderP95), 'requests/s': '' },
        {
          case: `server render, ${BLOCKS} blocks, later readers`,
          'gzipped JS KB': '',
          'first paint ms': '',
          'last block ms': '',
          'p50 ms': ms(drawnRenders.p50),
          'p95 ms': ms(drawnRenders.p95),
          'requests/s': '',
        },
        { case: `server render, ${LONG_BLOCKS} blocks, first reader`, 'gzipped JS KB': '', 'first paint ms': '', 'last block ms': '', 'p50 ms': ms(longRenders.p50), 'p95 ms': ms(longRenderP95), 'requests/s': '' },
        {
          case: `GET lesson, ${CLIENTS} learners at once`,
          'gzipped JS KB': '',
          'first paint ms': '',
          'last block ms': '',
          'p50 ms': lessons.latency.p50,
          'p95 ms': lessons.latency.p97_5,
          'requests/s': Math.round(lessons.requests.average),
        },
        {
          case: 'baseline: koa, the same bytes from memory',
          'gzipped JS KB': '',
          'first paint ms': '',
          'last block ms': '',
          'p50 ms': baseline.latency.p50,
          'p95 ms': baseline.latency.p97_5,
          'requests/s': Math.round(baseline.requests.average),
        },
      ],
      checks: [
        { name: `first paint ≤ ${PAINT_RATIO_LIMIT}× the static HTML's`, pass: firstPaintRatio <= PAINT_RATIO_LIMIT, detail: `${firstPaintRatio.toFixed(2)}×` },
        { name: `last block on screen ≤ ${PAINT_RATIO_LIMIT}× the static HTML's`, pass: lastBlockRatio <= PAINT_RATIO_LIMIT, detail: `${lastBlockRatio.toFixed(2)}×` },
        { name: `server render of ${BLOCKS} blocks p95 ≤ ${RENDER_P95_LIMIT_MS} ms`, pass: renderP95 <= RENDER_P95_LIMIT_MS, detail: `${ms(renderP95)} ms` },
        { name: `server render of ${LONG_BLOCKS} blocks p95 ≤ ${LONG_RENDER_P95_LIMIT_MS} ms`, pass: longRenderP95 <= LONG_RENDER_P95_LIMIT_MS, detail: `${ms(longRenderP95)} ms` },
        {
          name: `${CLIENTS} learners: ≥ ${THROUGHPUT_RATIO_LIMIT * 100}% of koa's requests/s`,
          pass: throughputRatio >= THROUGHPUT_RATIO_LIMIT && lessons.non2xx === 0 && lessons.errors === 0,
          detail: `${(throughputRatio * 100).toFixed(1)}%, ${lessons.non2xx + lessons.errors} failed`,
        },
        { name: `a page of text ≤ ${STATIC_PAGE_JS_LIMIT / 1000} KB of gzipped JS`, pass: learnerJs <= STATIC_PAGE_JS_LIMIT, detail: `${kb(learnerJs)} KB` },
        { name: `the learner's app, once loaded, ≤ ${LEARNER_JS_LIMIT / 1000} KB of gzipped JS`, pass: learnerAppJs <= LEARNER_JS_LIMIT, detail: `${kb(learnerAppJs)} KB` },
        { name: `author's first screen ≤ ${AUTHORING_JS_LIMIT / 1000} KB of gzipped JS`, pass: authoringJs <= AUTHORING_JS_LIMIT, detail: `${kb(authoringJs)} KB` },
      ],
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    await app.close();
  }
}
