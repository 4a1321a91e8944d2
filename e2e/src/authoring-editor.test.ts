import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerAccount, startWebAppUnderTest, WEB_APP_START_TIMEOUT_MS, type WebAppUnderTest } from './testing/web-app-under-test.js';

const ada = { name: 'Ada Author', email: 'ada@example.com', password: 'ada-password-1' };
const bo = { name: 'Bo Author', email: 'bo@example.com', password: 'bo-password-1' };

let app: WebAppUnderTest;

beforeAll(async () => {
  app = await startWebAppUnderTest();
  await registerAccount(app.baseUrl, ada);
  await registerAccount(app.baseUrl, bo);
}, WEB_APP_START_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
});

async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto(`${app.baseUrl}/authoring`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Projects' }).waitFor();
}

/** The editable area of the page's first content item. */
const editable = (page: Page) => page.locator('[aria-label="Page content"]').first();

describe('authoring a page in the browser', () => {
  let pageUrl = '';

  it('creates a project and a page, writes it with shortcuts, table and link, and finds it all after a reload', async () => {
    const page = await app.browser.newPage();
    await signIn(page, ada);
    await page.getByLabel('New project title').fill('Browser Chemistry');
    await page.getByRole('button', { name: 'New project' }).click();
    await page.getByRole('heading', { name: 'Browser Chemistry' }).waitFor();

    await page.getByLabel('Title', { exact: true }).fill('Atoms');
    await page.getByRole('button', { name: 'New page' }).click();
    await page.getByRole('link', { name: 'Atoms' }).click();
    await editable(page).waitFor();
    pageUrl = page.url();

    // Start from the empty paragraph the new page holds.
    await editable(page).click();
    await page.keyboard.type('# Title');
    await page.keyboard.press('Enter');
    await page.keyboard.type('* first');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.type('nested');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('plain ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('bold');
    await page.keyboard.press('Control+b');

    await expect.poll(() => editable(page).locator('h1').textContent()).toBe('Title');
    expect(await editable(page).locator('ul li ul li').textContent()).toBe('nested');
    expect(await editable(page).locator('strong').first().textContent()).toBe('bold');

    // A 2×2 table from the insert menu, then merge the first two cells.
    await page.getByRole('button', { name: 'Insert', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Table' }).click();
    const table = editable(page).locator('table');
    await table.waitFor();
    expect(await table.locator('td').count()).toBe(4);
    await table.locator('td').first().click({ position: { x: 6, y: 10 } });
    await page.keyboard.type('left');
    await page.getByRole('button', { name: 'Table cell menu' }).click();
    await page.getByRole('menuitem', { name: 'Merge right' }).click();
    await expect.poll(() => table.locator('td[colspan="2"]').count()).toBe(1);

    // An external link on a new word after the table.
    await editable(page).locator('p').last().click();
    await page.keyboard.press('End');
    await page.keyboard.type('see');
    await page.keyboard.press('Shift+Home');
    await page.keyboard.press('Control+l');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Link to External Web Page').check();
    await dialog.getByRole('textbox').fill('example.org/atoms');
    await dialog.getByRole('textbox').press('Enter');
    await expect.poll(() => editable(page).locator('a').getAttribute('href')).toBe('http://example.org/atoms');

    await page.getByText('All changes saved').waitFor({ timeout: 15_000 });
    await page.reload();
    await editable(page).waitFor();
    expect(await editable(page).locator('h1').textContent()).toBe('Title');
    expect(await editable(page).locator('ul li ul li').textContent()).toBe('nested');
    expect(await editable(page).locator('strong').first().textContent()).toBe('bold');
    expect(await editable(page).locator('td[colspan="2"]').textContent()).toContain('left');
    expect(await editable(page).locator('a').getAttribute('href')).toBe('http://example.org/atoms');
    // Bo becomes an author of the project for the next test; Ada keeps the page open.
    await page.evaluate(async (email) => {
      const me = await (await fetch('/api/v1/auth/me')).json();
      const slug = location.pathname.split('/')[3];
      await fetch(`/api/v1/projects/${slug}/members`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': me.csrfToken },
        body: JSON.stringify({ email, role: 'author' }),
      });
    }, bo.email);
  }, 90_000);

  it('shows a second author the page read-only, naming who holds the lock', async () => {
    const page = await app.browser.newPage();
    await signIn(page, bo);
    await page.goto(pageUrl);
    await page.getByText('Ada Author is editing this page').waitFor();
    expect(await editable(page).getAttribute('contenteditable')).toBe('false');
    expect(await editable(page).locator('h1').textContent()).toBe('Title');
  }, 60_000);

  it('opens a long page with its top at once, draws the rest, saves an edit at its end typed after Ctrl+End, and selects it all while drawing', async () => {
    const page = await app.browser.newPage();
    await signIn(page, ada);
    await page.goto(pageUrl);
    await editable(page).waitFor();
    const blocks = 400;
    // A 400-block page, made through the API as an import would make it.
    const address = await page.evaluate(async (blocks) => {
      const me = await (await fetch('/api/v1/auth/me')).json();
      const slug = location.pathname.split('/')[3];
      const call = async (method: string, path: string, body?: unknown) => {
        const response = await fetch(path, {
          method,
          headers: { 'content-type': 'application/json', 'x-csrf-token': me.csrfToken },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
        return response.status === 204 ? undefined : response.json();
      };
      const created = await call('POST', `/api/v1/projects/${slug}/curriculum`, { kind: 'page', title: 'Long page' });
      const children = Array.from({ length: blocks }, (_, i) => ({ type: 'p', id: `long${i}`, children: [{ text: `Paragraph ${i} of the long page.` }] }));
      await call('POST', `/api/v1/project/${slug}/lock/${created.id}`);
      await call('PUT', `/api/v1/project/${slug}/resource/${created.id}`, {
        update: { content: { model: [{ type: 'content', id: 'long', children }] } },
        releaseLock: true,
      });
      return `/authoring/project/${slug}/resource/${created.id}`;
    }, blocks);

    await page.goto(app.baseUrl + address);
    await editable(page).getByText('Paragraph 0 of the long page.').waitFor();
    const last = editable(page).getByText(`Paragraph ${blocks - 1} of the long page.`);
    await last.waitFor({ timeout: 15_000 });
    expect(await editable(page).locator('.editor-chunk-waiting').count()).toBe(0);
    // From the top, Ctrl+End goes to the end of the page, far below the screen.
    await editable(page).getByText('Paragraph 0 of the long page.').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' The end.');
    await page.getByText('All changes saved').waitFor({ timeout: 15_000 });

    await page.reload();
    await editable(page).getByText(`Paragraph ${blocks - 1} of the long page. The end.`).waitFor({ timeout: 15_000 });
    expect(await editable(page).locator('p').count()).toBe(blocks);

    // Select all while the page is still being drawn (a slower processor keeps it drawing
    // longer), and type: the whole page is replaced, not only the blocks drawn so far, and
    // every key lands where it was typed.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await page.reload();
    await editable(page).getByText('Paragraph 0 of the long page.').waitFor();
    expect(await editable(page).locator('.editor-chunk-waiting').count()).toBeGreaterThan(0);
    await editable(page).focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('A fresh start.');
    await page.getByText('All changes saved').waitFor({ timeout: 30_000 });
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.reload();
    await editable(page).getByText('A fresh start.', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await editable(page).locator('p').count()).toBe(1);
  }, 120_000);

  it('keeps the text of pasted HTML and drops its script', async () => {
    const context = await app.browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl });
    const page = await context.newPage();
    await signIn(page, ada);
    await page.goto(pageUrl);
    await editable(page).locator('h1').click();
    await page.keyboard.press('End');
    // A real paste through the system clipboard, as an author's Ctrl+V makes it.
    await page.evaluate(async () => {
      const html = '<p>Pasted <b>words</b></p><script>window.__pwned = true</script><img src=x onerror="window.__pwned = true">';
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/html': new Blob([html], { type: 'text/html' }),
          'text/plain': new Blob(['Pasted words'], { type: 'text/plain' }),
        }),
      ]);
    });
    await page.keyboard.press('Control+v');
    await expect.poll(() => editable(page).textContent()).toContain('Pasted words');
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
    expect(await editable(page).locator('script').count()).toBe(0);
  }, 60_000);
});
