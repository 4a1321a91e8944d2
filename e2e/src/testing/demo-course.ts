import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { DemoApp } from './demo-app.js';
import { pageContent } from './page-editor.js';
import { DEMO_ACCOUNTS, signIn } from './sign-in.js';

/** The demo section the demo learner is enrolled in. */
const DEMO_SECTION_TITLE = 'Introduction to Chemistry — Spring';

/** From the project page at `projectUrl`: publishes, and has the demo learner's section deliver that version. */
export async function publishToDemoSection(page: Page, projectUrl: string): Promise<void> {
  await page.goto(projectUrl);
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText(/Published version/).waitFor();
  await page.getByRole('button', { name: `Deliver the latest version in ${DEMO_SECTION_TITLE}` }).click();
  await page.getByText(/now delivers version/).waitFor();
}

/**
 * The demo learner, signed in, on the lesson `lessonSlug` of the demo section; `bypassCSP`
 * lets a test put axe-core in the page.
 */
export async function demoLearnerOn(demo: DemoApp, lessonSlug: string, options: { bypassCSP?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await demo.app.browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: options.bypassCSP ?? false });
  const page = await context.newPage();
  await signIn(page, demo.app.baseUrl, DEMO_ACCOUNTS.learner);
  await page.goto(`${demo.app.baseUrl}/sections/${demo.sectionSlug}/lesson/${lessonSlug}`);
  return { context, page };
}

/**
 * The demo author, signed in, editing the demo project's page `pageTitle` with the caret at
 * the end of its last paragraph; `projectUrl` is the project's page, where it publishes.
 */
export async function demoAuthorEditing(app: { readonly browser: Browser; readonly baseUrl: string }, pageTitle: string): Promise<{ context: BrowserContext; page: Page; projectUrl: string }> {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, app.baseUrl, DEMO_ACCOUNTS.author);
  await page.getByRole('link', { name: 'Introduction to Chemistry' }).click();
  const projectUrl = page.url();
  await page.getByRole('link', { name: pageTitle }).click();
  await pageContent(page).locator('p').last().click();
  await page.keyboard.press('End');
  return { context, page, projectUrl };
}
