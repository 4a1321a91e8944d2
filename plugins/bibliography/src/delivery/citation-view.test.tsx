// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { DeliveredContent, renderedOnServerAndHydrated } from '@quire/plugin-sdk/testing';
import type { PageReferences } from '../common/page-references.js';
import bibliographyDelivery from './index.js';
import { PARAGRAPH_PART, paragraphCiting, TWO_REFERENCES } from './testing/page-references-fixture.js';

const parts = [
  { pluginId: 'element-text', delivery: PARAGRAPH_PART },
  { pluginId: 'bibliography', delivery: bibliographyDelivery },
];

/** The page's HTML as the server draws it (and as the browser hydrates it, without a mismatch), in a detached element to query. */
async function citedPage(bibref: string | number, pageData: Record<string, unknown> | undefined, ownText = ''): Promise<HTMLElement> {
  const html = await renderedOnServerAndHydrated(DeliveredContent, {
    parts,
    content: paragraphCiting(bibref, ownText),
    context: { mode: 'delivery', pageData },
  });
  const page = document.createElement('div');
  page.innerHTML = html;
  return page;
}

describe('an in-text citation', () => {
  it('shows the APA citation as a link to its reference, named by the full reference', async () => {
    const page = await citedPage(12, { bibliography: TWO_REFERENCES });
    const link = page.querySelector('cite.citation a');
    expect(link?.textContent).toBe('(Rutherford, 1911)');
    expect(link?.getAttribute('href')).toBe('#ref-12');
    expect(link?.getAttribute('aria-label')).toBe(TWO_REFERENCES.references[1].text);
    expect(page.textContent).toBe('Protons, as shown (Rutherford, 1911).');
  });

  it('finds its entry whether the bibref is a number or a string', async () => {
    const page = await citedPage('7', { bibliography: TWO_REFERENCES });
    expect(page.querySelector('a')?.getAttribute('href')).toBe('#ref-7');
    expect(page.querySelector('a')?.textContent).toBe('(Müller & Smith, 2019)');
  });

  it("shows the cite's own text, without a link, when the page data lacks its entry", async () => {
    const page = await citedPage(99, { bibliography: TWO_REFERENCES }, 'see Bohr');
    expect(page.querySelector('a')).toBeNull();
    expect(page.textContent).toBe('Protons, as shown see Bohr.');
  });

  it('draws no link when the page has no bibliography data at all', async () => {
    const page = await citedPage(12, undefined);
    expect(page.querySelector('a')).toBeNull();
    expect(page.textContent).toBe('Protons, as shown .');
  });

  it('draws no link when its citation names a reference the list does not hold', async () => {
    const broken: PageReferences = { citations: TWO_REFERENCES.citations, references: [TWO_REFERENCES.references[0]] };
    const page = await citedPage(12, { bibliography: broken });
    expect(page.querySelector('a')).toBeNull();
  });
});
