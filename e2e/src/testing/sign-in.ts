import type { Locator, Page } from 'playwright-core';

/** The demo course's accounts (README). */
export const DEMO_ACCOUNTS = {
  author: { email: 'author@example.com', password: 'quire-author' },
  learner: { email: 'learner@example.com', password: 'quire-learner' },
} as const;

/** Signs `account` in through the sign-in form; authors land on Projects, learners on My Courses. */
export async function signIn(page: Page, baseUrl: string, account: { readonly email: string; readonly password: string }): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** Pastes `text` as plain text into the editable `target`, as a clipboard paste does. */
export async function pastePlainText(target: Locator, text: string): Promise<void> {
  await target.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}
