import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { demoAppForTests } from './testing/demo-app.js';
import { demoLearnerOn, publishToDemoSection } from './testing/demo-course.js';
import { DEMO_ACCOUNTS, pastePlainText, signIn } from './testing/sign-in.js';
import { seriousAxeViolations } from './testing/serious-axe-violations.js';

const YOUTUBE_LINK = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

const demo = demoAppForTests();

const editable = (page: Page): Locator => page.locator('[aria-label="Page content"]').first();

/** The labels of the first editor's insert entries: its buttons and its Insert menu. */
async function insertEntries(page: Page): Promise<string[]> {
  const toolbar = page.getByRole('toolbar', { name: /formatting/ }).first();
  const buttons = await toolbar.locator('.insert-button').allTextContents();
  await toolbar.getByRole('button', { name: 'Insert', exact: true }).click();
  const entries = await page.getByRole('menu', { name: 'Insert' }).getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  return [...buttons, ...entries];
}

describe('plugins switched per project', () => {
  it("the owner switches element-youtube off: its insert entry leaves the editor, and a YouTube block already there still reaches learners; switching its privacy-enhanced mode off moves the learner's player to youtube.com", async () => {
    // The CSP is bypassed so that axe can be added to the settings page.
    const context = await demo.app.browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, demo.app.baseUrl, DEMO_ACCOUNTS.author);
    await page.getByRole('link', { name: 'Introduction to Chemistry' }).click();
    const projectUrl = page.url();

    // A YouTube block on the Welcome page, made while the plugin is on.
    await page.getByRole('link', { name: 'Welcome' }).click();
    expect(await insertEntries(page)).toContain('YouTube');
    await editable(page).locator('p').last().click();
    await pastePlainText(editable(page), YOUTUBE_LINK);
    await editable(page).getByText('aqz-KE-bpKQ').waitFor();
    await page.getByText('All changes saved').first().waitFor({ timeout: 15_000 });

    // Settings: the plugin list, and the switch.
    await page.goto(projectUrl);
    await page.getByRole('link', { name: 'Settings' }).click();
    const plugins = page.getByRole('region', { name: 'Plugins' });
    const youtube = plugins.getByRole('checkbox', { name: 'element-youtube' });
    expect(await youtube.isChecked()).toBe(true);
    expect(await plugins.getByText('@quire/plugin-element-youtube 0.1.0').isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const saved = page.waitForResponse((response) => response.url().endsWith('/plugins/element-youtube') && response.request().method() === 'PUT');
    await youtube.uncheck();
    expect((await saved).status()).toBe(200);

    // The editor no longer offers it; the block is still there.
    await page.goto(projectUrl);
    await page.getByRole('link', { name: 'Welcome' }).click();
    await editable(page).getByText('aqz-KE-bpKQ').waitFor();
    await expect.poll(() => insertEntries(page)).not.toContain('YouTube');
    expect((await insertEntries(page)).length).toBeGreaterThan(3);

    await publishToDemoSection(page, projectUrl);

    const { context: learnerContext, page: learnerPage } = await demoLearnerOn(demo, 'welcome');
    await learnerPage.locator('iframe[src*="youtube-nocookie.com/embed/aqz-KE-bpKQ"]').waitFor({ state: 'attached' });

    // The plugin's settings, from the keyboard: Privacy-enhanced mode off, saved.
    await page.goto(projectUrl);
    await page.getByRole('link', { name: 'Settings' }).click();
    const settings = page.getByRole('form', { name: 'element-youtube settings' });
    const privacy = settings.getByRole('checkbox', { name: 'Privacy-enhanced mode' });
    const save = settings.getByRole('button', { name: 'Save' });
    expect(await privacy.isChecked()).toBe(true);
    expect(await save.isDisabled()).toBe(true);
    await privacy.focus();
    await page.keyboard.press('Space');
    expect(await privacy.isChecked()).toBe(false);
    await page.keyboard.press('Tab');
    expect(await save.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await settings.getByRole('status').getByText('Settings saved.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();

    // The learner's page, drawn again by the server, embeds YouTube's own player; nothing was published again.
    const redrawn = await learnerPage.reload();
    const html = (await redrawn?.text()) ?? '';
    expect(html).toContain('src="https://www.youtube.com/embed/aqz-KE-bpKQ?enablejsapi=1"');
    expect(html).not.toContain('youtube-nocookie.com/embed');
    await learnerPage.locator('iframe[src^="https://www.youtube.com/embed/aqz-KE-bpKQ"]').waitFor({ state: 'attached' });
    expect(await learnerPage.locator('iframe[src*="youtube-nocookie.com"]').count()).toBe(0);
    await learnerContext.close();
  }, 240_000);
});
