import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { testDialects } from '@quire/server/test-database';
import { seriousAxeViolations } from './testing/serious-axe-violations.js';
import { demoAppForTests } from './testing/demo-app.js';
import { registerAccount } from './testing/web-app-under-test.js';

const accounts = {
  author: { name: 'Ada Author', email: 'author@example.com', password: 'quire-author' },
  instructor: { name: 'Ian Instructor', email: 'instructor@example.com', password: 'quire-instructor' },
  learner: { name: 'Lea Learner', email: 'learner@example.com', password: 'quire-learner' },
};
const COURSE = 'Introduction to Chemistry — Spring';
const pathOf = (page: Page) => new URL(page.url()).pathname;

describe.each(testDialects())('the first five minutes, on %s', (database) => {
  const demo = demoAppForTests({ database });

  /** A new browser tab; axe needs the CSP bypassed. */
  async function newTab(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await demo.app.browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    return { context, page: await context.newPage() };
  }

  /** Signs in from the home page, through its Sign in link and the form. */
  async function signInAtHome(page: Page, account: { email: string; password: string }): Promise<void> {
    await page.goto(`${demo.app.baseUrl}/`);
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }

  it('signs each demo account in at / and lands each on its home: authors on Projects, the others on My Courses', async () => {
    const { context, page } = await newTab();
    await page.goto(`${demo.app.baseUrl}/`);
    await page.getByRole('heading', { name: 'Learn, teach and write courses' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await signInAtHome(page, accounts.author);
    await page.getByRole('heading', { name: 'Projects', level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/authoring');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Learn, teach and write courses' }).waitFor();

    await signInAtHome(page, accounts.instructor);
    await page.getByRole('heading', { name: 'Welcome, Ian Instructor' }).waitFor();
    expect(pathOf(page)).toBe('/');
    const course = page.getByRole('list', { name: 'My Courses' }).getByRole('listitem', { name: COURSE });
    await expect.poll(() => course.getByText('Instructor', { exact: true }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Sign out' }).click();

    await signInAtHome(page, accounts.learner);
    await page.getByRole('heading', { name: 'Welcome, Lea Learner' }).waitFor();
    expect(pathOf(page)).toBe('/');
    await page.getByRole('list', { name: 'My Courses' }).getByRole('listitem', { name: COURSE }).getByText('Student', { exact: true }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  }, 90_000);

  it('takes the learner to the lesson in two clicks, and back to the page left with Continue', async () => {
    const { context, page } = await newTab();
    await signInAtHome(page, accounts.learner);
    const card = page.getByRole('list', { name: 'My Courses' }).getByRole('listitem', { name: COURSE });
    await card.getByRole('link', { name: `Start ${COURSE}` }).click();
    await page.getByRole('link', { name: 'Start the course' }).click();
    await page.getByRole('heading', { name: 'Welcome', level: 1, exact: true }).waitFor();
    const outline = page.getByRole('navigation', { name: 'Course Content' });
    await outline.getByRole('link', { name: 'Converting units' }).click();
    await page.getByRole('heading', { name: 'Converting units', level: 1 }).waitFor();

    // The account menu's My Courses is a real screen, with the place the learner left.
    await page.getByRole('button', { name: /Lea Learner/ }).click();
    await page.getByRole('menuitem', { name: 'My Courses' }).click();
    await page.getByRole('heading', { name: 'My Courses', level: 1 }).waitFor();
    const resumed = page.getByRole('list', { name: 'My Courses' }).getByRole('listitem', { name: COURSE });
    await resumed.getByText(/Last visited: Converting units/).waitFor();
    await resumed.getByText('2 of 5 pages visited').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await resumed.getByRole('link', { name: `Continue ${COURSE}` }).click();
    await page.getByRole('heading', { name: 'Converting units', level: 1 }).waitFor();

    // And Edit Account.
    await page.getByRole('button', { name: /Lea Learner/ }).click();
    await page.getByRole('menuitem', { name: 'Edit Account' }).click();
    await page.getByRole('heading', { name: 'Edit Account', level: 1 }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(accounts.learner.email);
    await context.close();
  }, 90_000);

  it('lets the instructor invite a student by email, who joins from My Courses and then shows in the roster', async () => {
    await registerAccount(demo.app.baseUrl, { name: 'Sam Student', email: 'sam@example.com', password: 'sam-password-1' });
    const { context, page } = await newTab();
    await signInAtHome(page, accounts.instructor);
    await page.getByRole('link', { name: `Manage ${COURSE}` }).click();
    await page.getByRole('heading', { name: COURSE, level: 1 }).waitFor();
    await page.getByText('Learners see version 1').waitFor();

    const form = page.getByRole('form', { name: 'Add to the section' });
    await form.getByLabel('Email').fill('sam@example.com');
    await form.getByLabel('Role').selectOption('Student');
    await form.getByRole('button', { name: 'Add' }).click();
    await page.getByText('sam@example.com is invited as a student').waitFor();
    // Inviting says nothing of the account behind the email.
    await page.getByRole('list', { name: /Invited/ }).getByText('sam@example.com').waitFor();
    expect(await page.getByText('Sam Student').count()).toBe(0);
    await form.getByLabel('Email').fill('newcomer@example.com');
    await form.getByRole('button', { name: 'Add' }).click();
    await page.getByText('newcomer@example.com is invited as a student').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Sam finds the invitation on his home page and joins.
    const student = await newTab();
    await signInAtHome(student.page, { email: 'sam@example.com', password: 'sam-password-1' });
    const invitations = student.page.getByRole('list', { name: 'Invitations' });
    await invitations.getByText(/Ian Instructor invited you to take part as a student/).waitFor();
    expect(await seriousAxeViolations(student.page)).toEqual([]);
    await invitations.getByRole('button', { name: `Join ${COURSE}` }).click();
    await student.page.getByText(`You joined ${COURSE}.`).waitFor();
    await student.page.getByRole('list', { name: 'My Courses' }).getByRole('listitem', { name: COURSE }).waitFor();
    await student.context.close();

    // The instructor now sees him among the students, with his progress.
    await page.reload();
    const students = page.getByRole('table', { name: /Students/ });
    await students.getByRole('rowheader', { name: 'Sam Student' }).waitFor();
    expect(await students.getByRole('row', { name: /Sam Student/ }).getByRole('cell').nth(1).textContent()).toBe('0 of 5');
    await context.close();
  }, 90_000);

  it('lets a visitor join an open course from the home page, as a guest', async () => {
    const { context, page } = await newTab();
    await page.goto(`${demo.app.baseUrl}/`);
    const open = page.getByRole('list', { name: 'Open courses' });
    await open.getByRole('link', { name: 'Join Introduction to Chemistry — Open to everyone' }).click();
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await page.getByRole('dialog', { name: 'Welcome to Open and Free!' }).getByRole('button', { name: 'Maybe later' }).click();
    await page.getByRole('link', { name: 'Start the course' }).click();
    await page.getByRole('heading', { name: 'Welcome', level: 1, exact: true }).waitFor();
    await context.close();
  }, 60_000);

  it('shows Page not found, with a 404 and a way home, at an address no screen has', async () => {
    const { context, page } = await newTab();
    const response = await page.goto(`${demo.app.baseUrl}/no/such/page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.getByRole('heading', { name: 'Learn, teach and write courses' }).waitFor();
    expect(pathOf(page)).toBe('/');
    await context.close();
  }, 60_000);

  it('draws the sign-in and registration forms at once, never a Loading state', async () => {
    const { context, page } = await newTab();
    // Every text the page ever shows, from its first parse.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seenTexts: string[] }).seenTexts = seen;
      new MutationObserver(() => seen.push(document.body?.innerText ?? '')).observe(document, { childList: true, subtree: true, characterData: true });
    });
    for (const [path, heading] of [
      ['/login', 'Sign in to Quire'],
      ['/register', 'Create an account'],
    ]) {
      await page.goto(`${demo.app.baseUrl}${path}`);
      await page.getByRole('heading', { name: heading }).waitFor();
      const texts = await page.evaluate(() => (window as unknown as { seenTexts: string[] }).seenTexts);
      expect(texts.some((text) => text.includes('Loading'))).toBe(false);
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
    await context.close();
  }, 60_000);

  it('creates an account from the home page and edits it, the current password guarding a new one', async () => {
    const { context, page } = await newTab();
    await page.goto(`${demo.app.baseUrl}/`);
    await page.getByRole('main').getByRole('link', { name: 'Create account' }).click();
    await page.getByLabel('Name').fill('Nina New');
    await page.getByLabel('Email').fill('nina@example.com');
    await page.getByLabel('Password').fill('nina-password-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Welcome, Nina New' }).waitFor();
    await page.getByText('You are not enrolled in any course yet.', { exact: false }).waitFor();

    await page.getByRole('link', { name: 'Edit Account: Nina New' }).click();
    await page.getByRole('heading', { name: 'Edit Account', level: 1 }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel('Name').fill('Nina Newton');
    await page.getByLabel('Timezone').selectOption('Europe/Paris');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your account is saved.').waitFor();
    await page.getByRole('link', { name: 'Edit Account: Nina Newton' }).waitFor();

    await page.getByLabel('New password').fill('nina-password-2');
    await page.getByLabel('Current password').fill('wrong-password');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').getByText('The current password is not correct').waitFor();
    await page.getByLabel('Current password').fill('nina-password-1');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/Your account is saved\. Other browsers/).waitFor();
    await context.close();

    const again = await newTab();
    await signInAtHome(again.page, { email: 'nina@example.com', password: 'nina-password-2' });
    await again.page.getByRole('heading', { name: 'Welcome, Nina Newton' }).waitFor();
    await again.context.close();
  }, 90_000);
});
