import type { Locator, Page } from 'playwright-core';

/** Calls the API as the signed-in user of `page`, with its CSRF token. */
async function callApi(page: Page, calls: readonly { path: string; body: unknown }[]): Promise<void> {
  const failures = await page.evaluate(async (list) => {
    const me = await (await fetch('/api/v1/auth/me')).json();
    const failed: string[] = [];
    for (const { path, body } of list) {
      const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': me.csrfToken }, body: JSON.stringify(body) });
      if (response.status >= 300) failed.push(`${path}: ${response.status}`);
    }
    return failed;
  }, calls);
  if (failures.length > 0) throw new Error(`API calls failed: ${failures.join(', ')}`);
}

/** Makes the account with `email` an author of the project, as its owner would. */
export function addProjectAuthor(page: Page, projectSlug: string, email: string): Promise<void> {
  return callApi(page, [{ path: `/api/v1/projects/${projectSlug}/members`, body: { email, role: 'author' } }]);
}

/** Creates the project's tags and learning objectives with these titles. */
export function createTitles(page: Page, projectSlug: string, titles: { tags: readonly string[]; objectives: readonly string[] }): Promise<void> {
  return callApi(page, [
    ...titles.tags.map((title) => ({ path: `/api/v1/tags/project/${projectSlug}`, body: { title } })),
    ...titles.objectives.map((title) => ({ path: `/api/v1/objectives/project/${projectSlug}`, body: { title } })),
  ]);
}

/** The bank's row of the activity titled `title`. */
export function bankRow(page: Page, title: string): Locator {
  return page.getByRole('article', { name: title, exact: true });
}

/** Types `typed` into a picker and picks, by keyboard, the option it leaves first: the one named `option`. */
export async function pickFromCombobox(combobox: Locator, typed: string, option: string): Promise<void> {
  await combobox.focus();
  await combobox.fill(typed);
  const listbox = combobox.page().locator(`[id="${await combobox.getAttribute('aria-controls')}"]`);
  await listbox.getByRole('option').first().filter({ hasText: option }).waitFor();
  await combobox.press('Enter');
}
