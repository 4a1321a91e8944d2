import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { renderDeliveryHtml } from '@quire/plugin-sdk/testing';
import { textDelivery } from '@quire/plugin-element-text/delivery';
import calloutDelivery from './index.js';

const parts = [
  { pluginId: 'element-text', delivery: textDelivery },
  { pluginId: 'element-callout', delivery: calloutDelivery },
];
const render = (content: unknown[]) => renderDeliveryHtml(parts, content as Descendant[]);

describe('callouts for learners', () => {
  it('draw a callout as a highlighted note holding its blocks', () => {
    const html = render([{ type: 'callout', id: 'c', children: [{ type: 'p', id: 'p', children: [{ text: 'Remember the units.' }] }, { type: 'h2', id: 'h', children: [{ text: 'Why' }] }] }]);
    expect(html).toBe('<div class="callout" role="note" aria-label="Callout"><p>Remember the units.</p><h2>Why</h2></div>');
  });

  it('draw an inline callout as a highlighted run inside its line', () => {
    const html = render([{ type: 'p', id: 'p', children: [{ text: 'Do ' }, { type: 'callout_inline', id: 'i', children: [{ text: 'not' }] }, { text: ' forget.' }] }]);
    expect(html).toBe('<p>Do <span class="callout-inline">not</span> forget.</p>');
  });
});
