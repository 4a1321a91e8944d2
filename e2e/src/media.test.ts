import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { demoAppForTests } from './testing/demo-app.js';
import { demoLearnerOn, publishToDemoSection } from './testing/demo-course.js';
import { DEMO_ACCOUNTS, pastePlainText, signIn } from './testing/sign-in.js';
import { makeMediaFiles } from './testing/make-media-files.js';

const YOUTUBE_LINK = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

const demo = demoAppForTests();

/** Inserts an element from the editor's Insert menu. */
async function insert(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: 'Insert', exact: true }).click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

/** Picks a file of the media library in the picker the element opened. */
async function pick(page: Page, fileName: string): Promise<void> {
  const picker = page.getByRole('dialog');
  await picker.getByRole('option', { name: new RegExp(fileName) }).click();
  await picker.getByRole('button', { name: 'Select' }).click();
  await picker.waitFor({ state: 'detached' });
}

const editable = (page: Page): Locator => page.locator('[aria-label="Page content"]').first();

describe('media from the library to a learner', () => {
  it('an author uploads images and a video, places them with a pasted YouTube link, and a learner sees them and plays the video', async () => {
    const context = await demo.app.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, demo.app.baseUrl, DEMO_ACCOUNTS.author);
    const files = await makeMediaFiles(page);

    // The media library: two images, one of them twice, and the clip.
    await page.getByRole('link', { name: 'Introduction to Chemistry' }).click();
    const projectUrl = page.url();
    await page.getByRole('link', { name: 'Media Library' }).click();
    const upload = page.locator('input[type=file]');
    await upload.setInputFiles([
      { name: 'red.png', mimeType: 'image/png', buffer: files.red },
      { name: 'blue.png', mimeType: 'image/png', buffer: files.blue },
    ]);
    await page.getByText('Showing 2 of 2').waitFor();
    await upload.setInputFiles([{ name: 'red-again.png', mimeType: 'image/png', buffer: files.red }]);
    await page.getByText(/Duplicate File/).waitFor();
    await page.getByText('Showing 2 of 2').waitFor();
    await upload.setInputFiles([{ name: 'clip.webm', mimeType: 'video/webm', buffer: files.clip }]);
    await page.getByText('Showing 3 of 3').waitFor();

    // The Welcome page: the red image with alt text, made wider; a YouTube link pasted; the clip.
    await page.goto(projectUrl);
    await page.getByRole('link', { name: 'Welcome' }).click();
    await editable(page).locator('p').last().click();
    await page.keyboard.press('End');
    await insert(page, 'Image');
    await editable(page).getByRole('button', { name: /Choose image/i }).click();
    await pick(page, 'red.png');
    const image = editable(page).locator('img[src*="/media/"]');
    await image.waitFor();
    await image.click();
    await editable(page).getByRole('button', { name: 'Image settings' }).click();
    const settings = page.getByRole('dialog');
    await settings.getByLabel('Alt Text').fill('A red rectangle');
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => image.getAttribute('alt')).toBe('A red rectangle');
    const handle = editable(page).getByRole('spinbutton', { name: 'Image width' });
    const before = Number(await handle.getAttribute('aria-valuenow'));
    await handle.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => Number(await handle.getAttribute('aria-valuenow'))).toBe(before + 20);

    await editable(page).locator('p').last().click();
    await pastePlainText(editable(page), YOUTUBE_LINK);
    await editable(page).getByText('aqz-KE-bpKQ').waitFor();

    await editable(page).locator('p').last().click();
    await insert(page, 'Video');
    await editable(page).getByRole('button', { name: 'Choose Video' }).click();
    await pick(page, 'clip.webm');
    await editable(page).locator('video').waitFor();
    await page.getByText('All changes saved').first().waitFor({ timeout: 15_000 });

    await publishToDemoSection(page, projectUrl);
    await context.close();

    // The learner sees both media and the video player reports what they do.
    const { context: learnerContext, page: learnerPage } = await demoLearnerOn(demo, 'welcome');
    const shown = learnerPage.getByRole('img', { name: 'A red rectangle' });
    await shown.waitFor();
    expect(Number(await shown.getAttribute('width'))).toBe(before + 20);
    expect(await learnerPage.locator('iframe[src*="youtube-nocookie.com/embed/aqz-KE-bpKQ"]').count()).toBe(1);

    const played = learnerPage.waitForResponse(
      (response) => response.url().endsWith('/api/v1/xapi/delivery') && (response.request().postData() ?? '').includes('video_played'),
    );
    const player = learnerPage.locator('.video-player, figure:has(video)').first();
    await player.getByRole('button', { name: 'Play', exact: true }).click();
    expect((await played).status()).toBe(201);
    const paused = learnerPage.waitForResponse(
      (response) => response.url().endsWith('/api/v1/xapi/delivery') && (response.request().postData() ?? '').includes('video_paused'),
    );
    await player.getByRole('button', { name: 'Pause', exact: true }).click();
    expect((await paused).status()).toBe(201);
    await learnerContext.close();
  }, 180_000);
});
