import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { demoAppForTests } from './testing/demo-app.js';

const learner = { email: 'learner@example.com', password: 'quire-learner' };
const DEMO_LESSONS = ['welcome', 'measuring-matter', 'converting-units', 'check-your-understanding', 'practice'];

const demo = demoAppForTests();

/** A signed-in learner's session, as a browser context of its own. */
async function learnerContext(options: { javaScriptEnabled?: boolean } = {}): Promise<BrowserContext> {
  const signIn = await demo.app.browser.newContext();
  const page = await signIn.newPage();
  await page.goto(`${demo.app.baseUrl}/login`);
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password').fill(learner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  const storageState = await signIn.storageState();
  await signIn.close();
  return demo.app.browser.newContext({ storageState, viewport: { width: 1280, height: 900 }, javaScriptEnabled: options.javaScriptEnabled ?? true });
}

/** Everything the page reports on its console as an error or a warning, and its uncaught errors. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

const lessonUrl = (slug: string) => `${demo.app.baseUrl}/sections/${demo.sectionSlug}/lesson/${slug}`;

describe('lessons drawn on the server', () => {
  it('show their text, the outline and the questions with JavaScript turned off, and the outline and pager are plain links', async () => {
    const context = await learnerContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(lessonUrl('welcome'));
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome', level: 1, exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('This course introduces the ideas chemists use every day').isVisible()).toBe(true);
    const outline = page.getByRole('navigation', { name: 'Course Content' });
    expect(await outline.getByRole('link', { name: 'Converting units' }).isVisible()).toBe(true);

    await outline.getByRole('link', { name: 'Converting units' }).click();
    await page.waitForURL(lessonUrl('converting-units'));
    expect(await page.getByRole('cell', { name: 'Carbon dioxide' }).isVisible()).toBe(true);

    await page.getByRole('link', { name: /Check your understanding/ }).first().click();
    await page.waitForURL(lessonUrl('check-your-understanding'));
    expect(await page.getByText('Which unit is the SI base unit of mass?').isVisible()).toBe(true);
    // Playwright's text queries skip <noscript>, where the note is: found by its place instead.
    const note = page.locator('.delivered-activity .alert-info').first();
    expect(await note.isVisible()).toBe(true);
    expect(await note.textContent()).toContain('Answering this question needs JavaScript');

    // Both pages of a paginated lesson, and every alternative, are there to read.
    await page.goto(lessonUrl('practice'));
    expect(await page.getByText('Part two: tell us').isVisible()).toBe(true);
    expect(await page.getByText('Mass tells how much matter').isVisible()).toBe(true);
    await context.close();
  }, 60_000);

  it('are taken over by the app without a hydration warning on any demo lesson, and then answer as before', async () => {
    const context = await learnerContext();
    const page = await context.newPage();
    const problems = consoleProblems(page);
    for (const slug of DEMO_LESSONS) {
      await page.goto(lessonUrl(slug));
      await page.waitForLoadState('networkidle');
    }
    expect(problems).toEqual([]);

    await page.goto(lessonUrl('check-your-understanding'));
    await page.getByRole('radio', { name: 'The kilogram' }).check();
    await page.getByRole('button', { name: 'Submit' }).first().click();
    await page.getByText('Correct', { exact: true }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);

  it('hold a click on an activity made before the app has taken the page over, and make it once it has', async () => {
    const context = await learnerContext();
    const page = await context.newPage();
    const problems = consoleProblems(page);
    const html = await (await context.request.get(lessonUrl('check-your-understanding'), { headers: { accept: 'text/html' } })).text();
    // The boot script comes first; the app's own tag follows it, as the page is taken over at once.
    const tags = [...html.matchAll(/<script type="module"[^>]*><\/script>/g)].map(([tag]) => tag);
    expect(tags).toHaveLength(2);
    expect(tags[0]).toContain('data-app=');
    const appScript = /src="([^"]+)"/.exec(tags[1])![1];
    expect(tags[0]).toContain(`data-app="${appScript}"`);

    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${appScript}`, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(lessonUrl('check-your-understanding'), { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Request Hint' }).first().click();
    const hint = page.getByText('It is the only base unit whose name has a prefix.');
    expect(await hint.count()).toBe(0);

    release();
    await hint.waitFor();
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  it('load the app on a page of text only when the learner reaches for a control, and the first click still works', async () => {
    const context = await learnerContext();
    const page = await context.newPage();
    const problems = consoleProblems(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(lessonUrl('welcome'));
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => !path.includes('server-page-boot') && path !== '/theme.js')).toEqual([]);

    // The first click on the account menu's button loads the app, which then opens the menu.
    await page.getByRole('button', { name: /Lea Learner/ }).click();
    await page.getByRole('menu').waitFor();
    expect(scripts.length).toBeGreaterThan(2);
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);
});
