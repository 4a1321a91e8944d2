import { describe, expect, it } from 'vitest';
import { demoAppForTests } from './testing/demo-app.js';
import { demoAuthorEditing, demoLearnerOn, publishToDemoSection } from './testing/demo-course.js';
import { insertFromMenu, pageContent as editable } from './testing/page-editor.js';

const demo = demoAppForTests();

describe('formulas', () => {
  it('the author inserts a LaTeX block formula and an inline one and publishes; the learner reads them drawn by KaTeX, with MathML and KaTeX fonts', async () => {
    const { context, page, projectUrl } = await demoAuthorEditing(demo.app, 'Welcome');

    // A block formula from the insert menu: its editor opens at once, CodeMirror beside the preview.
    await insertFromMenu(page, 'Formula');
    const dialog = page.getByRole('dialog', { name: 'Formula editor' });
    const source = dialog.locator('.cm-content');
    await source.click();
    await page.keyboard.type('E = mc^2');
    await dialog.getByRole('region', { name: 'Preview' }).locator('.katex math').waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await editable(page).locator('.formula-editor-view .katex').waitFor();

    // An inline formula by its Markdown shortcut.
    await editable(page).locator('p').last().click();
    await page.keyboard.press('End');
    await page.keyboard.type(' The area is \\(\\pi r^2\\) here.');
    await editable(page).locator('.formula-inline-editor-view .katex').waitFor();
    await page.getByText('All changes saved').first().waitFor({ timeout: 15_000 });

    await publishToDemoSection(page, projectUrl);

    const { context: learnerContext, page: learnerPage } = await demoLearnerOn(demo, 'welcome');
    const block = learnerPage.locator('div.formula').last();
    await block.locator('.katex-display .katex-html').waitFor();
    expect(await block.locator('.katex-mathml math annotation').textContent()).toBe('E = mc^2');
    const inline = learnerPage.locator('span.formula-inline').last();
    expect(await inline.locator('.katex-mathml math annotation').textContent()).toBe('\\pi r^2');
    // KaTeX's fonts come from the site (the stylesheet the server put in the page names them).
    const fonts = await learnerPage.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((font) => font.family.replace(/"/g, '').startsWith('KaTeX') && font.status === 'loaded').map((font) => font.family.replace(/"/g, ''));
    });
    expect(fonts).toContain('KaTeX_Main');
    expect(fonts).toContain('KaTeX_Math');
    // The page is drawn on the server: no KaTeX script reaches the learner.
    const scripts = await learnerPage.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
    expect(scripts.filter((name) => /katex/i.test(name))).toEqual([]);
    await learnerContext.close();
    await context.close();
  }, 180_000);
});
