import { createElement } from 'react';
import type { Descendant } from '@quire/plugin-sdk';
import { defineDelivery, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import type { PageReferences } from '../../common/page-references.js';

/** The page data of a page citing two works (ids 12 and 7), listed in APA order (Müller before Rutherford). */
export const TWO_REFERENCES: PageReferences = {
  citations: {
    '12': { text: '(Rutherford, 1911)', referenceId: 'ref-12' },
    '7': { text: '(Müller & Smith, 2019)', referenceId: 'ref-7' },
  },
  references: [
    {
      id: 'ref-7',
      html: 'Müller, A., &amp; Smith, B. (2019). Ion channels. <i>Cell Reports</i>, <i>4</i>(2), 1–9. https://doi.org/10.1000/xyz123',
      text: 'Müller, A., & Smith, B. (2019). Ion channels. Cell Reports, 4(2), 1–9. https://doi.org/10.1000/xyz123',
    },
    {
      id: 'ref-12',
      html: 'Rutherford, E. (1911). The scattering of α and β particles. <i>Philosophical Magazine</i>, <i>21</i>, 669–688.',
      text: 'Rutherford, E. (1911). The scattering of α and β particles. Philosophical Magazine, 21, 669–688.',
    },
  ],
};

/** A paragraph citing `bibref`, the cite holding `ownText` (what an author typed in it, often nothing). */
export function paragraphCiting(bibref: string | number, ownText = ''): Descendant[] {
  return [
    {
      type: 'p',
      id: 'p1',
      children: [{ text: 'Protons, as shown ' }, { type: 'cite', id: 'k1', bibref, children: [{ text: ownText }] }, { text: '.' }],
    },
  ] as Descendant[];
}

/** Draws the paragraphs that hold citations (another plugin's part on a real page). */
export const PARAGRAPH_PART: DeliveryPart = defineDelivery({ elements: { p: ({ children }) => createElement('p', null, children) } });
