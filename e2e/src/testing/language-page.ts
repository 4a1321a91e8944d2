import type { Page } from 'playwright-core';
import { insertFromMenu, pageContent } from './page-editor.js';

/**
 * Types `text` at the caret in the page editor, then selects its last `selected` characters
 * with Shift+Left, once the editor shows all of it; a selection made while the editor was
 * still catching up with the typing is made again.
 */
export async function typeAndSelectEnd(page: Page, text: string, selected: number): Promise<void> {
  await page.keyboard.type(text);
  await pageContent(page).getByText(text).last().waitFor();
  const wanted = text.slice(-selected);
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.keyboard.press('End');
    for (let i = 0; i < selected; i++) await page.keyboard.press('Shift+ArrowLeft');
    if ((await page.evaluate(() => window.getSelection()?.toString() ?? '')) === wanted) return;
  }
  throw new Error(`Could not select '${wanted}' at the end of the typed text`);
}

/** Picks `fileName` in the open media picker. */
export async function pickMedia(page: Page, fileName: string): Promise<void> {
  const picker = page.getByRole('dialog');
  await picker.getByRole('option', { name: new RegExp(fileName) }).click();
  await picker.getByRole('button', { name: 'Select' }).click();
  await picker.waitFor({ state: 'detached' });
}

export interface DialogScript {
  readonly title: string;
  /** Each speaker's name, and the file name of a portrait in the media library. */
  readonly speakers: readonly { readonly name: string; readonly portrait?: string }[];
  /** The lines, said by the speakers in turn. */
  readonly lines: readonly string[];
}

/** Inserts a dialog at the caret and writes it in its form, which stays open. */
export async function writeDialog(page: Page, script: DialogScript): Promise<void> {
  await insertFromMenu(page, 'Dialog');
  const title = page.getByRole('textbox', { name: 'Title' }).last();
  await title.fill(script.title);
  await title.press('Enter');
  for (const [index, speaker] of script.speakers.entries()) {
    const n = index + 1;
    await page.getByRole('button', { name: 'Add speaker' }).click();
    await page.getByRole('textbox', { name: `Speaker ${n} name` }).fill(speaker.name);
    await page.getByRole('textbox', { name: `Speaker ${n} name` }).press('Enter');
    if (speaker.portrait) {
      await page.getByRole('button', { name: `Choose image for speaker ${n}` }).click();
      await pickMedia(page, speaker.portrait);
      // The portrait is in the form (its button now changes it) before the next edit.
      await page.getByRole('button', { name: `Change image for speaker ${n}` }).waitFor();
    }
  }
  for (const [index, line] of script.lines.entries()) {
    const text = page.getByRole('textbox', { name: `Line ${index + 1} text` });
    await page.getByRole('button', { name: 'Add line' }).click();
    await text.click();
    await page.keyboard.type(line);
    await text.blur();
  }
}

/** Types `text` at the caret, selects its last `selected` characters and makes them a popup showing `content`. */
export async function writePopup(page: Page, text: string, selected: number, content: string): Promise<void> {
  await typeAndSelectEnd(page, text, selected);
  await insertFromMenu(page, 'Popup');
  const editor = page.getByRole('dialog', { name: 'Popup content editor' });
  await editor.getByRole('textbox', { name: 'Popup content' }).click();
  await page.keyboard.type(content);
  await editor.getByRole('button', { name: 'Save' }).click();
  await editor.waitFor({ state: 'detached' });
}
