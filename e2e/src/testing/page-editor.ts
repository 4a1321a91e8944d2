import type { Locator, Page } from 'playwright-core';

/** The editable content of the page editor's first editor. */
export const pageContent = (page: Page): Locator => page.locator('[aria-label="Page content"]').first();

/**
 * Inserts an element from the first editor's toolbar, through its Insert menu, and waits
 * for the focus to leave the menu's button: the editor takes it back (or the element's
 * dialog takes it) once the new element is drawn, and keys pressed before then would go to
 * the button.
 */
export async function insertFromMenu(page: Page, label: string): Promise<void> {
  const toolbar = page.getByRole('toolbar', { name: /formatting/ }).first();
  const insertButton = toolbar.getByRole('button', { name: 'Insert', exact: true });
  await insertButton.click();
  await page.getByRole('menu', { name: 'Insert' }).getByRole('menuitem', { name: label, exact: true }).click();
  await insertButton.evaluate((button) => new Promise<void>((resolve) => {
    const check = () => (document.activeElement === button ? requestAnimationFrame(check) : resolve());
    check();
  }));
}
