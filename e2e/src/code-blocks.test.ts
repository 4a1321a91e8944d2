import { describe, expect, it } from 'vitest';
import { demoAppForTests } from './testing/demo-app.js';
import { demoAuthorEditing, demoLearnerOn, publishToDemoSection } from './testing/demo-course.js';
import { insertFromMenu } from './testing/page-editor.js';

const demo = demoAppForTests();

const CODE = 'def greet(name):\n    return f"<b>{name}</b> & co"\n';

describe('code blocks', () => {
  it('the author inserts a Python code block and publishes; the learner reads it highlighted and copies it exactly', async () => {
    const { context, page, projectUrl } = await demoAuthorEditing(demo.app, 'Welcome');
    await insertFromMenu(page, 'Code block');
    await page.getByRole('combobox', { name: 'Language' }).last().selectOption('Python');
    const code = page.locator('.code-editor .cm-content').last();
    await code.click();
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
    await page.getByText('All changes saved').first().waitFor({ timeout: 15_000 });

    await publishToDemoSection(page, projectUrl);

    const { context: learnerContext, page: learnerPage } = await demoLearnerOn(demo, 'welcome');
    await learnerContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: demo.app.baseUrl });
    const block = learnerPage.locator('figure.code-block').last();
    await block.locator('.tok-keyword', { hasText: 'def' }).first().waitFor();
    expect(await block.locator('code').textContent()).toBe(CODE);
    expect(await block.locator('figcaption').textContent()).toBe('Greeting');

    await block.getByRole('button', { name: 'Copy code' }).focus();
    await learnerPage.keyboard.press('Enter');
    await block.getByRole('status').getByText('Code copied to the clipboard').waitFor();
    expect(await learnerPage.evaluate(() => navigator.clipboard.readText())).toBe(CODE);
    await learnerContext.close();
    await context.close();
  }, 180_000);
});
