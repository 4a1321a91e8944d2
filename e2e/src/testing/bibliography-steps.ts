import type { Page } from 'playwright-core';
import { pageContent } from './page-editor.js';

/** From the project page at `projectUrl`: the Bibliography page, `bibtex` pasted and added; waits for 'Added N entries'. */
export async function pasteIntoBibliography(page: Page, projectUrl: string, bibtex: string, count: number): Promise<void> {
  await page.goto(projectUrl);
  await page.getByRole('link', { name: 'Bibliography' }).click();
  await page.getByRole('textbox', { name: 'Paste BibTeX, RIS, CSL JSON, BibJSON, a DOI or a Wikidata id' }).fill(bibtex);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('status').getByText(`Added ${count} entries`).waitFor();
}

/**
 * In the page editor: at the end of the page's last paragraph, each citation's lead text and
 * a citation of the entry whose reference matches, chosen in 'Select citation' (Ctrl+Shift+9).
 */
export async function citeAtEnd(page: Page, citations: readonly { readonly lead: string; readonly reference: RegExp }[]): Promise<void> {
  for (const [index, { lead, reference }] of citations.entries()) {
    // Into the paragraph's text, not onto a citation chip, which would open the chip's own dialog.
    await (index === 0 ? pageContent(page).locator('p').last() : pageContent(page).getByText(citations[index - 1].lead.trim()).last()).click();
    await page.keyboard.press('End');
    await page.keyboard.type(lead);
    await page.keyboard.press('Control+Shift+9');
    const dialog = page.getByRole('dialog', { name: 'Select citation' });
    await dialog.getByRole('option', { name: reference }).click();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'detached' });
  }
}
