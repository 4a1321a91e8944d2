import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { registerAccount, startWebAppUnderTest, WEB_APP_START_TIMEOUT_MS, type WebAppUnderTest } from './testing/web-app-under-test.js';

const ada = { name: 'Ada Author', email: 'ada@example.com', password: 'ada-password-1' };
const lea = { name: 'Lea Learner', email: 'lea@example.com', password: 'lea-password-1' };

let app: WebAppUnderTest;

beforeAll(async () => {
  app = await startWebAppUnderTest();
  await registerAccount(app.baseUrl, ada);
  await registerAccount(app.baseUrl, lea);
}, WEB_APP_START_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
});

async function signIn(page: Page, account: { email: string; password: string }, start: string): Promise<void> {
  await page.goto(`${app.baseUrl}${start}`);
  // A section's address offers Sign in (and guests) before the sign-in form.
  if (start.startsWith('/sections/')) await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Writes into one of an activity's rich-text fields (a Slate editor named by its label). */
async function write(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.page().keyboard.press('End');
  await field.page().keyboard.type(text);
}

type Box = { x: number; y: number; width: number; height: number } | null;

/** True when two boxes on the screen share some area. */
function overlaps(a: Box, b: Box): boolean {
  if (!a || !b) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function addActivity(page: Page, typeName: string): Promise<Locator> {
  const before = await page.locator('.activity-editor').count();
  await page.getByLabel('Activity type').last().selectOption({ label: typeName });
  await page.getByRole('button', { name: '+ Activity', exact: true }).last().click();
  const editor = page.getByRole('group', { name: `${typeName} activity` });
  await expect.poll(() => page.locator('.activity-editor').count()).toBe(before + 1);
  await editor.getByRole('textbox', { name: 'Question stem' }).waitFor();
  return editor;
}

describe('activities from authoring to a learner', () => {
  let sectionPath = '';

  it('an author adds a multiple-choice and a fill-in-the-blank activity to a page and publishes it in an open section', async () => {
    const page = await app.browser.newPage();
    await signIn(page, ada, '/authoring');
    await page.getByRole('heading', { name: 'Projects' }).waitFor();
    await page.getByLabel('New project title').fill('Browser Physics');
    await page.getByRole('button', { name: 'New project' }).click();
    await page.getByRole('heading', { name: 'Browser Physics' }).waitFor();
    const projectUrl = page.url();
    await page.getByLabel('Title', { exact: true }).fill('Forces');
    await page.getByRole('button', { name: 'New page' }).click();
    await page.getByRole('link', { name: 'Forces' }).click();
    await page.locator('[aria-label="Page content"]').first().waitFor();

    const choice = await addActivity(page, 'Multiple Choice');
    await write(choice.getByRole('textbox', { name: 'Question stem' }), 'Which unit measures force?');
    await write(choice.getByRole('textbox', { name: 'Choice A' }), 'The newton');
    await write(choice.getByRole('textbox', { name: 'Choice B' }), 'The joule');
    // The toolbar floating above the field being written covers none of the choices' controls.
    const toolbar = choice.locator('.choices-editor .choice').nth(1).locator('.block-editor-toolbar');
    await expect.poll(() => toolbar.evaluate((element) => getComputedStyle(element).visibility)).toBe('visible');
    const toolbarBox = await toolbar.boundingBox();
    expect(toolbarBox?.height).toBeGreaterThan(0);
    // Each choice's 'Correct answer' radio with its label, and its ↑, ↓ and Remove.
    const controls = choice.locator('.choices-editor').locator('input[type="radio"], .choice-correct, .choice-actions button');
    expect(await controls.count()).toBe(10);
    for (const control of await controls.all()) {
      expect(overlaps(toolbarBox, await control.boundingBox()), await control.evaluate((element) => element.outerHTML.slice(0, 80))).toBe(false);
    }
    await write(choice.getByRole('textbox', { name: 'Hint 1' }), 'It is named after Isaac.');

    const blank = await addActivity(page, 'Multi Input');
    await write(blank.getByRole('textbox', { name: 'Question stem' }), ' newtons make 6 newtons with 2 more.');
    const response = blank.getByRole('group', { name: 'Response 1' });
    await response.getByRole('textbox', { name: 'Value' }).fill('4');
    await write(blank.getByRole('textbox', { name: 'Hint 1' }), 'Subtract 2 from 6.');

    for (const editor of [choice, blank]) await editor.getByText('All changes saved').waitFor({ timeout: 15_000 });
    await page.getByText('All changes saved').first().waitFor({ timeout: 15_000 });

    await page.goto(projectUrl);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published version 1.').waitFor();
    await page.getByLabel('Section title').fill('Physics, open');
    await page.getByLabel(/Open and free/).check();
    await page.getByRole('button', { name: 'Create section' }).click();
    const link = page.getByRole('link', { name: 'Physics, open', exact: true });
    await link.waitFor();
    // The section's title leads to its management page; learners use the section's own address.
    sectionPath = ((await link.getAttribute('href')) ?? '').replace(/\/manage$/, '');
    expect(sectionPath).toMatch(/^\/sections\/physics-open-[0-9a-f]{6}$/);
  }, 120_000);

  it('a learner answers wrong then right, sees Incorrect then Correct, asks for a hint, and the scores are kept', async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    await signIn(page, lea, sectionPath);
    await page.getByRole('link', { name: 'Start the course' }).click();
    await page.getByRole('heading', { name: 'Forces' }).waitFor();

    const [choice, blank] = [page.locator('.delivered-activity').nth(0), page.locator('.delivered-activity').nth(1)];
    await choice.getByText('Which unit measures force?').waitFor();
    await choice.getByRole('radio', { name: 'The joule' }).check();
    await choice.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => choice.locator('.feedback').getAttribute('class')).toBe('feedback incorrect');
    expect(await choice.locator('.feedback').textContent()).toContain('Incorrect');
    await choice.getByRole('button', { name: 'Reset' }).click();
    await choice.getByRole('button', { name: 'Request Hint' }).click();
    await choice.getByText('It is named after Isaac.').waitFor();
    await choice.getByRole('radio', { name: 'The newton' }).check();
    await choice.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => choice.locator('.feedback').getAttribute('class')).toBe('feedback correct');
    expect(await choice.locator('.feedback').textContent()).toContain('Correct');

    const answer = blank.getByLabel('Part 1 answer');
    // A number field holding no number says why Submit waits, next to the field.
    await answer.fill('abc');
    expect(await answer.getAttribute('aria-invalid')).toBe('true');
    const problem = blank.locator(`#${await answer.getAttribute('aria-describedby')}`);
    expect(await problem.textContent()).toBe('Enter a number, such as 42, -3.5 or 6.02e23.');
    expect(await problem.isVisible()).toBe(true);
    expect(await blank.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    await answer.fill('5');
    await blank.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => blank.locator('.feedback').getAttribute('class')).toBe('feedback incorrect');
    await blank.getByRole('button', { name: 'Reset' }).click();
    await blank.getByRole('button', { name: 'Request Hint' }).click();
    await blank.getByText('Subtract 2 from 6.').waitFor();
    await blank.getByLabel('Part 1 answer').fill('4');
    await blank.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => blank.locator('.feedback').getAttribute('class')).toBe('feedback correct');

    // After a reload the attempts come back from the server, latest first, with their scores.
    await page.reload();
    const selector = page.locator('.delivered-activity').nth(0).getByLabel('Attempt');
    await expect.poll(() => selector.locator('option').allTextContents()).toEqual(['Attempt 2 (latest), score 1 / 1', 'Attempt 1, score 0 / 1']);
    await selector.selectOption({ index: 1 });
    await page.getByText('Reviewing an earlier attempt').waitFor();
    expect(await page.locator('.delivered-activity').nth(0).getByRole('radio', { name: 'The joule' }).isChecked()).toBe(true);

    const scores = await page.evaluate(async (path) => {
      const section = path.split('/')[2];
      const outline = await (await fetch(`/api/v1/sections/${section}`)).json();
      const pageId = outline.hierarchy.children[0].id;
      const visit = await (await fetch(`/api/v1/sections/${section}/resource/${pageId}/attempt`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': (await (await fetch('/api/v1/auth/me')).json()).csrfToken }, body: '{}' })).json();
      return Promise.all(
        visit.activityAttempts.map(async (a: { activityId: number }) => (await fetch(`/api/v1/sections/${section}/activity/${a.activityId}/attempts`)).json()),
      );
    }, sectionPath);
    expect(scores.map((s: { attempts: { score: number }[] }) => s.attempts.map((a) => a.score))).toEqual([
      [1, 0],
      [1, 0],
    ]);
    await context.close();
  }, 120_000);
});
