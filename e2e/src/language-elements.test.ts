import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startFakeChatCompletions, type FakeChatCompletions } from '@quire/server/fake-chat-completions';
import { demoAppForTests } from './testing/demo-app.js';
import { demoLearnerOn, publishToDemoSection } from './testing/demo-course.js';
import { makeMediaFiles, makeToneWav } from './testing/make-media-files.js';
import { pickMedia, typeAndSelectEnd, writeDialog, writePopup } from './testing/language-page.js';
import { insertFromMenu, pageContent as editable } from './testing/page-editor.js';
import { seriousAxeViolations } from './testing/serious-axe-violations.js';
import { DEMO_ACCOUNTS, signIn } from './testing/sign-in.js';

const ASSISTANT_ANSWER = '¡Hola! "Buenos días" is said in the morning.';

// The course assistant the server asks: a fake OpenAI-compatible service, started before the server.
const assistantEnvironment: Record<string, string> = {};
let assistant: FakeChatCompletions;
beforeAll(async () => {
  assistant = await startFakeChatCompletions();
  assistant.answerWith({ text: ASSISTANT_ANSWER });
  assistantEnvironment.QUIRE_ASSISTANT_URL = assistant.url;
  assistantEnvironment.QUIRE_ASSISTANT_MODEL = 'fake-model';
});
afterAll(() => assistant?.close());
const demo = demoAppForTests({ environment: assistantEnvironment });

/** The caret at the end of the page's last paragraph, which follows every block. */
async function atPageEnd(page: Page): Promise<void> {
  await editable(page).locator('p').last().click();
  await page.keyboard.press('End');
}

const moreMenu = async (page: Page, item: string) => {
  await page.getByRole('toolbar', { name: /formatting/ }).first().getByRole('button', { name: 'More', exact: true }).click();
  await page.getByRole('menuitemcheckbox', { name: item, exact: true }).click();
};

const last = (locator: Locator) => locator.last();

describe('language and structure elements', () => {
  it("an author builds a 'Spanish 1' page of dialogs, conjugations, definitions, foreign text, a popup, a figure, a callout, a page link, a command button and DOT; a learner uses each", async () => {
    const context = await demo.app.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, demo.app.baseUrl, DEMO_ACCOUNTS.author);
    const files = await makeMediaFiles(page);
    await page.getByRole('link', { name: 'Introduction to Chemistry' }).click();
    const projectUrl = page.url();

    // The media the page uses: a portrait, a recording and a clip.
    await page.getByRole('link', { name: 'Media Library' }).click();
    const upload = page.locator('input[type=file]');
    await upload.setInputFiles([
      { name: 'ana.png', mimeType: 'image/png', buffer: files.red },
      { name: 'hablo.wav', mimeType: 'audio/wav', buffer: makeToneWav() },
      { name: 'greeting.webm', mimeType: 'video/webm', buffer: files.clip },
    ]);
    await page.getByText('Showing 3 of 3').waitFor();

    // A new page, 'Spanish 1'.
    await page.goto(projectUrl);
    await page.getByPlaceholder('Title of the new page or unit').fill('Spanish 1');
    await page.getByRole('button', { name: 'New page' }).click();
    await page.getByRole('link', { name: 'Spanish 1' }).click();
    await atPageEnd(page);

    // A dialog of two speakers: Ana (with her portrait) and Luis, a line each.
    await writeDialog(page, { title: 'En el mercado', speakers: [{ name: 'Ana', portrait: 'ana.png' }, { name: 'Luis' }], lines: ['¡Buenos días, Luis!', 'Buenos días, Ana.'] });
    expect(await page.getByRole('combobox', { name: 'Line 2 speaker' }).locator('option:checked').textContent()).toBe('Luis');
    await page.getByRole('group', { name: 'Dialog: Preview or Edit' }).getByRole('button', { name: 'Preview' }).click();
    await editable(page).getByText('Buenos días, Ana.').waitFor();

    // A conjugation table with a recording on 'yo hablo'.
    await atPageEnd(page);
    await insertFromMenu(page, 'Conjugation');
    await last(page.getByRole('group', { name: 'Conjugation: Preview or Edit' })).getByRole('button', { name: 'Edit' }).click();
    await last(page.getByRole('textbox', { name: 'Title' })).fill('Presente');
    await page.getByRole('textbox', { name: 'Verb' }).fill('hablar');
    await page.getByRole('textbox', { name: 'Pronouns, row 1, column 1' }).fill('yo');
    await page.getByRole('textbox', { name: 'Form, row 1, column 1' }).fill('hablo');
    await page.getByRole('textbox', { name: 'Form, row 1, column 1' }).press('Enter');
    await page.getByRole('button', { name: 'Choose audio, row 1, column 1' }).click();
    await pickMedia(page, 'hablo.wav');
    await page.getByRole('button', { name: 'Change audio, row 1, column 1' }).waitFor();
    await last(page.getByRole('group', { name: 'Conjugation: Preview or Edit' })).getByRole('button', { name: 'Preview' }).click();

    // A definition.
    await atPageEnd(page);
    await insertFromMenu(page, 'Definition');
    await last(page.getByRole('group', { name: 'Definition: Preview or Edit' })).getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'Term', exact: true }).fill('mercado');
    await page.getByRole('textbox', { name: 'Term', exact: true }).press('Enter');
    await page.getByRole('button', { name: 'Add meaning' }).click();
    await page.getByRole('textbox', { name: 'Meaning 1' }).fill('market');
    await page.getByRole('textbox', { name: 'Meaning 1' }).press('Enter');
    await last(page.getByRole('group', { name: 'Definition: Preview or Edit' })).getByRole('button', { name: 'Preview' }).click();

    // Foreign text, and a popup on a key notion, in a paragraph.
    await atPageEnd(page);
    await typeAndSelectEnd(page, 'In Spain people say buenos días', 'buenos días'.length);
    await moreMenu(page, 'Foreign language');
    const foreign = page.getByRole('dialog', { name: 'Foreign language' });
    await foreign.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await foreign.getByRole('button', { name: 'OK' }).click();
    await editable(page).getByRole('button', { name: 'Change language (Spanish)' }).waitFor();
    await page.keyboard.press('End');
    await writePopup(page, ' at the mercado', 'mercado'.length, 'A place to buy fruit and vegetables.');

    // A figure with a title, and a callout.
    await atPageEnd(page);
    await insertFromMenu(page, 'Figure');
    await last(page.getByRole('textbox', { name: 'Figure title' })).fill('Opening hours');
    await last(page.getByRole('textbox', { name: 'Figure title' })).press('Enter');
    await editable(page).locator('figure p').last().click();
    await page.keyboard.type('Markets open at eight.');
    await atPageEnd(page);
    await insertFromMenu(page, 'Callout');
    await page.keyboard.type('Greet the seller before you ask for anything.');

    // A page link to 'Welcome'.
    await atPageEnd(page);
    await insertFromMenu(page, 'Page link');
    const selectPage = page.getByRole('dialog', { name: 'Select a Page' });
    await selectPage.getByRole('combobox', { name: 'Page' }).selectOption({ label: 'Welcome' });
    await selectPage.getByRole('button', { name: 'Select' }).click();
    await editable(page).getByRole('link', { name: 'Welcome' }).waitFor();

    // The greeting's video, and a command button that plays it from 0.4 s.
    await atPageEnd(page);
    await insertFromMenu(page, 'Video');
    await editable(page).getByRole('button', { name: 'Choose Video' }).click();
    await pickMedia(page, 'greeting.webm');
    await editable(page).locator('video').waitFor();
    await atPageEnd(page);
    await insertFromMenu(page, 'Command Button');
    const commandDialog = page.getByRole('dialog', { name: 'Edit Command Button' });
    await commandDialog.getByRole('radio', { name: /^Video: / }).check();
    await commandDialog.getByRole('radio', { name: 'Play from a time' }).check();
    await commandDialog.getByRole('textbox', { name: 'Start time (seconds)' }).fill('0.4');
    await commandDialog.getByRole('button', { name: 'Save' }).click();
    await commandDialog.waitFor({ state: 'detached' });

    // DOT, with the author's prompt.
    await atPageEnd(page);
    await insertFromMenu(page, 'DOT (AI trigger)');
    await page.getByRole('textbox', { name: 'Prompt' }).fill('Explain the greetings of the dialog on this page.');
    await page.getByRole('textbox', { name: 'Prompt' }).blur();
    await page.getByText('All changes saved').first().waitFor({ timeout: 15_000 });

    await publishToDemoSection(page, projectUrl);
    await context.close();

    const { context: learnerContext, page: learner } = await demoLearnerOn(demo, 'spanish-1', { bypassCSP: true });
    await learner.getByRole('heading', { name: 'Spanish 1' }).first().waitFor();

    // What the server drew: the dialog's lines with who says them, the table, the definition, the foreign phrase.
    const dialog = learner.locator('figure.dialog');
    expect(await dialog.locator('figcaption').textContent()).toBe('En el mercado');
    expect(await dialog.getByRole('img', { name: 'Ana' }).count()).toBe(1);
    expect(await dialog.locator('li').nth(1).textContent()).toContain('Luis');
    await learner.getByRole('table', { name: 'Presente' }).waitFor();
    await learner.getByRole('button', { name: 'Play yo hablo' }).waitFor();
    await learner.getByRole('list', { name: 'Meanings of mercado' }).getByText('market').waitFor();
    expect(await learner.locator('span[lang="es"]').textContent()).toBe('buenos días');
    expect(await learner.locator('figure figcaption', { hasText: 'Opening hours' }).count()).toBe(1);
    await learner.getByText('Greet the seller before you ask for anything.').waitFor();

    // The popup opens from the keyboard and closes with Escape.
    const notion = learner.getByRole('button', { name: 'mercado', exact: true });
    await notion.focus();
    await learner.keyboard.press('Enter');
    await expect.poll(() => notion.getAttribute('aria-expanded')).toBe('true');
    await learner.getByText('A place to buy fruit and vegetables.').waitFor();
    await learner.keyboard.press('Escape');
    await expect.poll(() => notion.getAttribute('aria-expanded')).toBe('false');

    // The command button plays the video from 0.4 s.
    await learner.getByRole('button', { name: 'Button', exact: true }).click();
    const video = learner.locator('video');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 }).toBeGreaterThanOrEqual(0.4);

    // DOT: the fake assistant answers, with the author's prompt and the page's text.
    await learner.getByRole('button', { name: 'Ask DOT' }).click();
    await learner.getByRole('status', { name: "DOT's answer" }).getByText(ASSISTANT_ANSWER).waitFor();
    const asked = JSON.stringify(assistant.requests.at(-1)?.body.messages);
    expect(asked).toContain('Explain the greetings of the dialog on this page.');
    expect(asked).toContain('Buenos días, Ana.');
    expect(await learner.getByRole('button', { name: 'Ask DOT' }).getAttribute('aria-disabled')).toBe('true');

    expect(await seriousAxeViolations(learner)).toEqual([]);

    // The page link takes the learner to 'Welcome' in the same section.
    await learner.locator('.page-link').getByRole('link', { name: 'Welcome' }).click();
    await learner.waitForURL(`**/sections/${demo.sectionSlug}/lesson/welcome`);
    await learnerContext.close();
  }, 240_000);
});
