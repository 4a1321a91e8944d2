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
    // The boot script is inline, before the app's own tag: the page is taken over at once.
    const boot = /<script data-app="([^"]+)">/.exec(html);
    expect(boot).not.toBeNull();
    const appScript = boot![1];
    expect(html.indexOf(boot![0])).toBeLessThan(html.indexOf(`src="${appScript}"`));

    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${appScript}`, async (route) => {
      await released;
      await route.continue();
    });
    // The page's scripts run only once it is read whole, so the wait is for its first byte.
    await page.goto(lessonUrl('check-your-understanding'), { waitUntil: 'commit' });
    // An activity with a hint left to ask for (other tests here may have asked for some).
    await page.locator('.delivered-activity').first().waitFor();
    const index = await page.locator('.delivered-activity').evaluateAll((all) => all.findIndex((each) => each.querySelector('button.request-hint:not([disabled])')));
    expect(index).toBeGreaterThanOrEqual(0);
    const activity = page.locator('.delivered-activity').nth(index);
    const hints = activity.getByRole('list', { name: 'Hints' }).getByRole('listitem');
    const shown = await hints.count();
    await activity.getByRole('button', { name: 'Request Hint' }).click();
    expect(await hints.count()).toBe(shown);

    release();
    await expect.poll(() => hints.count()).toBe(shown + 1);
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
    // The page's own scripts are inline: nothing is fetched.
    expect(scripts).toEqual([]);

    // The first click on the account menu's button loads the app, which then opens the menu.
    await page.getByRole('button', { name: /Lea Learner/ }).click();
    await page.getByRole('menu').waitFor();
    expect(scripts.length).toBeGreaterThan(2);
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  it('offer a visitor who is not signed in to sign in: drawn on the server, read without JavaScript, and taken over without a warning', async () => {
    const lessonPath = new URL(lessonUrl('welcome')).pathname;
    const withoutScript = await demo.app.browser.newContext({ javaScriptEnabled: false });
    const page = await withoutScript.newPage();
    await page.goto(lessonUrl('welcome'));
    expect(await page.getByRole('heading', { name: 'Sign in to continue' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(`/login?next=${encodeURIComponent(lessonPath)}`);
    expect(await page.getByText('This course introduces the ideas chemists use every day').count()).toBe(0);
    await withoutScript.close();

    const context = await demo.app.browser.newContext();
    const live = await context.newPage();
    const problems = consoleProblems(live);
    await live.goto(lessonUrl('welcome'));
    await live.waitForLoadState('networkidle');
    await live.getByRole('link', { name: 'Sign in' }).click();
    await live.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === lessonPath);
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);
});
