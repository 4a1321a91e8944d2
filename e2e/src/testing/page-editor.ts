import type { Locator, Page } from 'playwright-core';

/** The editable content of the page editor's first editor. */
export const pageContent = (page: Page): Locator => page.locator('[aria-label="Page content"]').first();

/** Inserts an element from the first editor's toolbar, through its Insert menu. */
export async function insertFromMenu(page: Page, label: string): Promise<void> {
  const toolbar = page.getByRole('toolbar', { name: /formatting/ }).first();
  await toolbar.getByRole('button', { name: 'Insert', exact: true }).click();
  await page.getByRole('menu', { name: 'Insert' }).getByRole('menuitem', { name: label, exact: true }).click();
}
