// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { CopyTextButton } from '@quire/plugin-sdk/delivery';
import { installCopyTextButtons } from './copy-text-buttons.js';

const button = renderToStaticMarkup(<CopyTextButton targetId="src" label="Copy code" copiedMessage="Copied" failedMessage="Not copied" />);

function page(clipboard: Partial<Clipboard> | undefined): Document {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = `<pre id="src">a &lt;b&gt;\tc\n</pre>${button}`;
  installCopyTextButtons(doc, () => clipboard as Clipboard | undefined);
  return doc;
}

afterEach(() => document.body.replaceChildren());

describe('copy buttons in a page', () => {
  it('copy the named element’s exact text and confirm it in the status, in HTML drawn without script', async () => {
    const copied: string[] = [];
    const doc = page({ writeText: async (text: string) => void copied.push(text) });
    doc.querySelector('button')!.click();
    await Promise.resolve();
    await Promise.resolve();
    expect(copied).toEqual(['a <b>\tc\n']);
    expect(doc.querySelector('[role="status"]')!.textContent).toBe('Copied');
  });

  it('say so when the browser refuses', async () => {
    const doc = page({ writeText: () => Promise.reject(new Error('denied')) });
    doc.querySelector('button')!.click();
    await new Promise((resolve) => setTimeout(resolve));
    expect(doc.querySelector('[role="status"]')!.textContent).toBe('Not copied');
  });

  it('say so when there is no clipboard', () => {
    const doc = page(undefined);
    doc.querySelector('button')!.click();
    expect(doc.querySelector('[role="status"]')!.textContent).toBe('Not copied');
  });
});
