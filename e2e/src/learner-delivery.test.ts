import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { seriousAxeViolations } from './testing/serious-axe-violations.js';
import { demoAppForTests } from './testing/demo-app.js';

const learner = { email: 'learner@example.com', password: 'quire-learner' };

const demo = demoAppForTests();

/** A learner's browser tab, signed in through the section's link. axe needs the CSP bypassed. */
async function learnerTab(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await demo.app.browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${demo.app.baseUrl}/sections/${demo.sectionSlug}`);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password').fill(learner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return { context, page };
}

describe('a learner in the demo section', () => {
  it('moves through the course with the outline, pages through a page, keeps a chosen alternative and submits a survey', async () => {
    const { context, page } = await learnerTab();
    await page.getByRole('link', { name: 'Start the course' }).click();
    await page.getByRole('heading', { name: 'Welcome', level: 1, exact: true }).waitFor();

    const outline = page.getByRole('navigation', { name: 'Course Content' });
    await outline.getByRole('link', { name: 'Practice' }).click();
    await page.getByRole('heading', { name: 'Practice', level: 1 }).waitFor();
    expect(await outline.getByRole('link', { name: 'Practice' }).getAttribute('aria-current')).toBe('page');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Pagination: one page at a time, Previous disabled on the first.
    const pager = page.getByRole('navigation', { name: 'Pages of this lesson' });
    expect(await pager.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    expect(await page.getByText('Part two: tell us').isVisible()).toBe(false);

    // Alternatives: the chosen version replaces the other and is kept across a reload.
    await page.getByLabel('Show the version for').selectOption('With a formula');
    await page.getByText('Weight W = m').waitFor();
    expect(await page.getByText('Mass tells how much matter').isVisible()).toBe(false);

    await pager.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Part two: tell us').waitFor();
    expect(await pager.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await page.getByRole('radio', { name: 'Getting there' }).check();
    await page.getByRole('button', { name: 'Submit Survey' }).click();
    await page.getByText('Your response has been submitted.').waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Practice', level: 1 }).waitFor();
    await expect.poll(() => page.getByLabel('Show the version for').inputValue()).toBe('With a formula');
    await page.getByText('Weight W = m').waitFor();
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await page.getByText('Your response has been submitted.').waitFor();
    await context.close();
  }, 120_000);

  it('opens the account menu by keyboard and turns on dark mode, kept in the browser', async () => {
    const { context, page } = await learnerTab();
    await page.getByRole('link', { name: 'Start the course' }).click();
    await page.getByRole('heading', { name: 'Welcome', level: 1, exact: true }).waitFor();
    const menuButton = page.getByRole('button', { name: /Lea Learner/ });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await menu.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome', level: 1, exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await context.close();
  }, 60_000);

  it('sees the offline warning, answers while offline, and the answer is saved once back online', async () => {
    const { context, page } = await learnerTab();
    await page.getByRole('link', { name: 'Start the course' }).click();
    await page.getByRole('navigation', { name: 'Course Content' }).getByRole('link', { name: 'Check your understanding' }).click();
    const choice = page.locator('.delivered-activity').first();
    await choice.getByRole('radio', { name: 'The kilogram' }).waitFor();

    await context.setOffline(true);
    await page.getByText('You have gone offline, your work will not be saved.').waitFor();
    await choice.getByRole('radio', { name: 'The kilogram' }).check();
    await choice.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('1 answer is waiting to be sent.').waitFor();

    await context.setOffline(false);
    await page.getByText('Your answers were saved.').waitFor({ timeout: 15_000 });
    await expect.poll(() => choice.locator('.feedback').getAttribute('class')).toBe('feedback correct');

    const history = await page.evaluate(async (section) => {
      const outline = await (await fetch(`/api/v1/sections/${section}`)).json();
      const check = outline.hierarchy.children[0].children.find((node: { title: string }) => node.title === 'Check your understanding');
      const me = await (await fetch('/api/v1/auth/me')).json();
      const visit = await (
        await fetch(`/api/v1/sections/${section}/resource/${check.id}/attempt`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': me.csrfToken }, body: '{}' })
      ).json();
      return (await fetch(`/api/v1/sections/${section}/activity/${visit.activityAttempts[0].activityId}/attempts`)).json();
    }, demo.sectionSlug);
    expect(history.attempts[0]).toMatchObject({ state: 'evaluated', score: 1, outOf: 1 });
    await context.close();
  }, 90_000);

  it('lets a visitor join an open section as a guest, who is welcomed, and whose work goes when they leave', async () => {
    // The author opens a section of the demo course to guests.
    const author = await demo.app.browser.newContext();
    const login = await author.request.post(`${demo.app.baseUrl}/api/v1/auth/login`, { data: { email: 'author@example.com', password: 'quire-author' } });
    const { csrfToken } = (await login.json()) as { csrfToken: string };
    const projects = (await (await author.request.get(`${demo.app.baseUrl}/api/v1/projects`)).json()) as { projects: { slug: string }[] };
    const created = await author.request.post(`${demo.app.baseUrl}/api/v1/sections`, {
      data: { projectSlug: projects.projects[0].slug, title: 'Open chemistry', openAndFree: true },
      headers: { 'x-csrf-token': csrfToken },
    });
    const openSlug = ((await created.json()) as { sectionSlug: string }).sectionSlug;
    await author.close();

    const visit = async () => {
      const context = await demo.app.browser.newContext({ bypassCSP: true });
      const page = await context.newPage();
      const lesson = `${demo.app.baseUrl}/sections/${openSlug}/lesson/check-your-understanding`;
      // The app's script is held back: the click on the server-drawn offer comes before the app, and is made again once it has started.
      const html = await (await context.request.get(lesson, { headers: { accept: 'text/html' } })).text();
      const appScript = /<script data-app="([^"]+)">/.exec(html)![1];
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**${appScript}`, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(lesson, { waitUntil: 'commit' });
      await page.getByRole('heading', { name: 'Open chemistry' }).waitFor();
      await page.getByRole('button', { name: 'Continue as guest' }).click();
      release();
      return { context, page };
    };

    const { context, page } = await visit();
    const welcome = page.getByRole('dialog', { name: 'Welcome to Open and Free!' });
    await welcome.waitFor();
    expect(await welcome.getByRole('link', { name: 'Create account' }).getAttribute('href')).toContain(`section=${openSlug}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await welcome.getByRole('button', { name: 'Maybe later' }).click();
    const choice = page.locator('.delivered-activity').first();
    await choice.getByRole('radio', { name: 'The gram' }).check();
    await choice.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => choice.locator('.feedback').getAttribute('class')).toBe('feedback incorrect');
    const cookies = await context.cookies();

    await page.getByRole('button', { name: 'Guest' }).click();
    await page.getByRole('menuitem', { name: 'Leave course' }).click();
    await page.waitForURL('**/login');
    // The guest's session and account are gone: the old cookie opens nothing.
    const again = await demo.app.browser.newContext();
    await again.addCookies(cookies);
    expect((await again.request.get(`${demo.app.baseUrl}/api/v1/auth/me`)).status()).toBe(401);
    await again.close();
    await context.close();

    // A new guest starts afresh: no earlier answer, no attempt selector.
    const second = await visit();
    await second.page.getByRole('dialog', { name: 'Welcome to Open and Free!' }).getByRole('button', { name: 'Maybe later' }).click();
    const fresh = second.page.locator('.delivered-activity').first();
    await fresh.getByRole('radio', { name: 'The gram' }).waitFor();
    expect(await fresh.getByRole('radio', { name: 'The gram' }).isChecked()).toBe(false);
    expect(await second.page.getByLabel('Attempt').count()).toBe(0);
    await second.context.close();
  }, 120_000);
});

describe('an instructor previewing the demo section', () => {
  it('sees only a Preview label in the account menu, answers an activity, and nothing is recorded', async () => {
    const context = await demo.app.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${demo.app.baseUrl}/login`);
    await page.getByLabel('Email').fill('instructor@example.com');
    await page.getByLabel('Password').fill('quire-instructor');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // An instructor who does not author lands on My Courses.
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto(`${demo.app.baseUrl}/sections/${demo.sectionSlug}`);
    await page.getByRole('link', { name: 'Preview as a learner' }).click();
    await page.waitForURL(`**/sections/${demo.sectionSlug}/preview`);
    // Calls that change nothing: checking answers against the model, and bulk reads.
    const readsOnly = /^\/api\/v1\/(project\/test\/|storage\/course\/[^/]+\/resource$)/;
    const recorded: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() !== 'GET' && !readsOnly.test(path)) recorded.push(`${request.method()} ${path}`);
    });

    await page.getByRole('navigation', { name: 'Course Content' }).getByRole('link', { name: 'Check your understanding' }).click();
    await page.waitForURL(`**/sections/${demo.sectionSlug}/preview/lesson/check-your-understanding`);
    await page.getByText('nothing you do is recorded').first().waitFor();
    expect(await page.locator('.shell-account').innerText()).toMatch(/^\s*Preview\s*$/i);
    expect(await page.getByRole('button', { name: /Ian Instructor/ }).count()).toBe(0);
    const choice = page.getByRole('region', { name: 'Activity preview' }).first();
    await choice.getByRole('radio', { name: 'The kilogram' }).check();
    await choice.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => choice.locator('.feedback').getAttribute('class')).toBe('feedback correct');
    await page.getByRole('link', { name: 'Practice →' }).click();
    await page.waitForURL(`**/sections/${demo.sectionSlug}/preview/lesson/practice`);
    await page.getByRole('heading', { name: 'Practice', level: 1 }).waitFor();
    expect(recorded).toEqual([]);
    await context.close();
  }, 60_000);
});
