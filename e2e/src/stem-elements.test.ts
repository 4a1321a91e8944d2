import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoAppForTests } from './testing/demo-app.js';
import { demoAuthorEditing, demoLearnerOn, publishToDemoSection } from './testing/demo-course.js';
import { insertFromMenu, pageContent as editable } from './testing/page-editor.js';

const demo = demoAppForTests();

const PYTHON = 'def greet(name):\n    return f"<b>{name}</b> & co"\n';
const JAVASCRIPT = "const n = 6 * 7;\nconsole.log('n =', n);";

/** Waits until the page's learner state has been written to the server (the run-code block's code). */
const stateSaved = (page: Page) => page.waitForResponse((response) => response.url().includes('/resource_attempt/') && response.request().method() === 'PUT' && response.ok());

describe('STEM elements', () => {
  it('the author inserts a LaTeX formula, an inline formula, a Python code block and a JavaScript run-code block, and publishes; the learner reads them, runs the code, and finds the code kept after a reload', async () => {
    const { context, page, projectUrl } = await demoAuthorEditing(demo.app, 'Welcome');

    // A block formula from the insert menu: its editor opens at once, CodeMirror beside the preview.
    await insertFromMenu(page, 'Formula');
    const dialog = page.getByRole('dialog', { name: 'Formula editor' });
    await dialog.locator('.cm-content').click();
    await page.keyboard.type('E = mc^2');
    await dialog.getByRole('region', { name: 'Preview' }).locator('.katex math').waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await editable(page).locator('.formula-editor-view .katex').waitFor();

    // An inline formula by its Markdown shortcut.
    await editable(page).locator('p').last().click();
    await page.keyboard.press('End');
    await page.keyboard.type(' The area is \\(\\pi r^2\\) here.');
    await editable(page).locator('.formula-inline-editor-view .katex').waitFor();

    // A Python code block with a caption.
    await insertFromMenu(page, 'Code block');
    await page.getByRole('combobox', { name: 'Language' }).last().selectOption('Python');
    await page.locator('.code-editor .cm-content').last().click();
    // CodeMirror indents new lines itself: type each line's text after its own indentation.
    await page.keyboard.type('def greet(name):');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+Home');
    await page.keyboard.type('    return f"<b>{name}</b> & co"');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+Home');
    await page.keyboard.press('Backspace');
    await page.getByRole('textbox', { name: 'Caption' }).last().fill('Greeting');
    await page.getByRole('textbox', { name: 'Caption' }).last().blur();

    // A run-code block: JavaScript, the runner the server has, with the author's starting code.
    await editable(page).locator('p').last().click();
    await insertFromMenu(page, 'Run code');
    const runner = page.getByRole('combobox', { name: 'Runner' }).last();
    await runner.locator('option', { hasText: 'JavaScript' }).waitFor({ state: 'attached' });
    expect(await runner.inputValue()).toBe('javascript');
    await page.locator('.ecl-authoring .cm-content').last().click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type(JAVASCRIPT);
    await page.locator('.ecl-authoring .cm-content').last().blur();
    await page.getByText('All changes saved').first().waitFor({ timeout: 15_000 });

    await publishToDemoSection(page, projectUrl);

    const { context: learnerContext, page: learnerPage } = await demoLearnerOn(demo, 'welcome');
    await learnerContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: demo.app.baseUrl });

    // Formulas drawn by KaTeX on the server, with MathML, KaTeX's fonts and none of its script.
    const formula = learnerPage.locator('div.formula').last();
    await formula.locator('.katex-display .katex-html').waitFor();
    expect(await formula.locator('.katex-mathml math annotation').textContent()).toBe('E = mc^2');
    expect(await learnerPage.locator('span.formula-inline').last().locator('.katex-mathml math annotation').textContent()).toBe('\\pi r^2');
    const fonts = await learnerPage.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((font) => font.family.replace(/"/g, '').startsWith('KaTeX') && font.status === 'loaded').map((font) => font.family.replace(/"/g, ''));
    });
    expect(fonts).toEqual(expect.arrayContaining(['KaTeX_Main', 'KaTeX_Math']));

    // The code block highlighted, with its caption, copied exactly.
    const code = learnerPage.locator('figure.code-block').last();
    await code.locator('.tok-keyword', { hasText: 'def' }).first().waitFor();
    expect(await code.locator('code').textContent()).toBe(PYTHON);
    expect(await code.locator('figcaption').textContent()).toBe('Greeting');
    await code.getByRole('button', { name: 'Copy code' }).focus();
    await learnerPage.keyboard.press('Enter');
    await code.getByRole('status').getByText('Code copied to the clipboard').waitFor();
    expect(await learnerPage.evaluate(() => navigator.clipboard.readText())).toBe(PYTHON);

    // The run-code block: run the author's code, change it, and find the change after a reload.
    const runCode = learnerPage.locator('section.ecl').last();
    const output = runCode.getByRole('status', { name: 'Output' });
    await runCode.locator('.cm-content').waitFor();
    await runCode.getByRole('button', { name: 'Run' }).click();
    await output.getByText('n = 42').waitFor();
    await runCode.locator('.cm-content').click();
    await learnerPage.keyboard.press('Control+End');
    const saved = stateSaved(learnerPage);
    await learnerPage.keyboard.type("\nconsole.log('twice', n * 2);");
    await saved;
    await runCode.getByRole('button', { name: 'Run' }).click();
    await output.getByText('twice 84').waitFor();
    await runCode.getByRole('button', { name: 'Clear Output' }).click();
    // Emptied, the output is hidden.
    await output.waitFor({ state: 'hidden' });
    expect(await runCode.locator('.ecl-output').textContent()).toBe('');

    await learnerPage.reload();
    const reloaded = learnerPage.locator('section.ecl').last();
    await reloaded.locator('.cm-content', { hasText: "console.log('twice', n * 2);" }).waitFor();
    const reset = stateSaved(learnerPage);
    await reloaded.getByRole('button', { name: 'Reset' }).click();
    await reset;
    expect(await reloaded.locator('.cm-content').textContent()).not.toContain('twice');

    // No KaTeX script reached the learner.
    const scripts = await learnerPage.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
    expect(scripts.filter((name) => /katex/i.test(name))).toEqual([]);
    await learnerContext.close();
    await context.close();
  }, 240_000);
});
