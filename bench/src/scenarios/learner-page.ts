import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { scriptsDownloaded } from '@quire/e2e/page-scripts';
import { startWebAppUnderTest, type WebAppUnderTest } from '@quire/e2e/web-app';
import { createServerPluginHost } from '@quire/server';
import { loadDeliveryViews, renderPageHtml } from '@quire/server/delivery';
import { registerClient, send, type BenchClient } from '../http-client.js';
import { median } from '../measure.js';
import { editorDocument } from './editor-keystroke.js';
import type { ScenarioResult } from './normalize.js';

const BLOCKS = 200;
const LOADS = 5;
const LEARNER_JS_LIMIT = 100_000;
const AUTHORING_JS_LIMIT = 250_000;
const FIRST_RENDER_LIMIT_MS = 1000;
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
/** The text of the page's last block: the page has rendered when it is there. */
const LAST_BLOCK_TEXT = `Paragraph ${BLOCKS - 1} explains`;

/** A published, open section whose one page holds `blocks`; answers the page's learner address. */
async function publishLongPage(author: BenchClient, blocks: ReturnType<typeof editorDocument>): Promise<string> {
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
async function contextOf(app: WebAppUnderTest, client: BenchClient): Promise<BrowserContext> {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const [name, value] = client.cookie.split('=');
  await context.addCookies([{ name, value, url: app.baseUrl }]);
  return context;
}

/** Milliseconds from the navigation's start until the page's last block is in the document. */
async function timeToLastBlock(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.waitForFunction((text) => document.body.textContent?.includes(text), LAST_BLOCK_TEXT, { polling: 'raf', timeout: 30_000 });
  return page.evaluate(() => performance.now());
}

/**
 * A learner's page in Chromium (delivery, issue targets): the gzipped JavaScript of the
 * first learner page next to the author's first screen, and the time from navigation to
 * the last of 200 blocks on screen next to the same content served as static HTML (no
 * JavaScript at all) in the same browser, each over fresh contexts with empty caches.
 */
export async function learnerPageScenario(): Promise<ScenarioResult> {
  const app = await startWebAppUnderTest();
  try {
    const author = await registerClient(app.baseUrl, 'bench-author@example.com');
    const learner = await registerClient(app.baseUrl, 'bench-learner@example.com');
    const blocks = editorDocument(BLOCKS);
    const lessonPath = await publishLongPage(author, blocks);

    const learnerLoads: number[] = [];
    let learnerJs = 0;
    for (let i = 0; i < LOADS; i++) {
      const context = await contextOf(app, learner);
      const page = await context.newPage();
      if (i === 0) {
        const scripts = await scriptsDownloaded(page, app.baseUrl + lessonPath, app.webRoot, () =>
          page.waitForFunction((text) => document.body.textContent?.includes(text), LAST_BLOCK_TEXT),
        );
        learnerJs = scripts.totalGzipBytes;
      } else {
        learnerLoads.push(await timeToLastBlock(page, app.baseUrl + lessonPath));
      }
      await context.close();
    }

    const authorContext = await contextOf(app, author);
    const authorPage = await authorContext.newPage();
    const authoringJs = (
      await scriptsDownloaded(authorPage, `${app.baseUrl}/authoring`, app.webRoot, () => authorPage.getByRole('heading', { name: 'Projects' }).waitFor())
    ).totalGzipBytes;
    await authorContext.close();

    // The baseline: the same blocks drawn by the same delivery views on the server, as HTML.
    const { host, plugins } = await createServerPluginHost({ rootDir: repoRoot });
    const html = renderPageHtml('Bench course', 'A long page', blocks, await loadDeliveryViews(repoRoot, plugins, host));
    const staticLoads: number[] = [];
    for (let i = 0; i < LOADS - 1; i++) {
      const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.route('**/bench-static-page', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
      staticLoads.push(await timeToLastBlock(page, `${app.baseUrl}/bench-static-page`));
      await context.close();
    }

    const kb = (bytes: number) => Math.round(bytes / 100) / 10;
    const learnerMedian = median(learnerLoads);
    const rows = [
      { case: `Quire learner page, ${BLOCKS} blocks`, 'gzipped JS KB': kb(learnerJs), 'first render median ms': Math.round(learnerMedian), 'max ms': Math.round(Math.max(...learnerLoads)) },
      { case: 'baseline: same blocks as static HTML', 'gzipped JS KB': 0, 'first render median ms': Math.round(median(staticLoads)), 'max ms': Math.round(Math.max(...staticLoads)) },
      { case: "baseline: author's first screen", 'gzipped JS KB': kb(authoringJs), 'first render median ms': '', 'max ms': '' },
    ];
    return {
      scenario: `learner page in Chromium (${BLOCKS} blocks)`,
      rows,
      checks: [
        { name: 'first learner page ≤ 100 KB of gzipped JS', pass: learnerJs <= LEARNER_JS_LIMIT, detail: `${kb(learnerJs)} KB` },
        { name: "author's first screen ≤ 250 KB of gzipped JS", pass: authoringJs <= AUTHORING_JS_LIMIT, detail: `${kb(authoringJs)} KB` },
        { name: `first render of ${BLOCKS} blocks ≤ 1 s`, pass: learnerMedian <= FIRST_RENDER_LIMIT_MS, detail: `median ${Math.round(learnerMedian)} ms` },
      ],
    };
  } finally {
    await app.close();
  }
}
