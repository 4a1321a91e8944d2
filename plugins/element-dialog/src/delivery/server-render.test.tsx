// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { DeliveredContent, renderedOnServerAndHydrated } from '@quire/plugin-sdk/testing';
import textDelivery from '@quire/plugin-element-text/delivery';
import dialogDelivery from './index.js';

const content = [
  {
    type: 'dialog',
    id: 'd',
    title: 'At the market',
    speakers: [{ id: 'ana', name: 'Ana', image: '/media/ana.png' }],
    lines: [
      { type: 'dialog_line', id: 'l1', speaker: 'ana', children: [{ type: 'p', id: 'p1', children: [{ text: '¿Cuánto cuesta?' }] }] },
      { type: 'dialog_line', id: 'l2', speaker: 'gone', children: [{ type: 'p', id: 'p2', children: [{ text: 'Dos euros.' }] }] },
    ],
    children: [{ text: '' }],
  },
] as Descendant[];

const props = {
  parts: [
    { pluginId: 'element-text', delivery: textDelivery },
    { pluginId: 'element-dialog', delivery: dialogDelivery },
  ],
  content,
};

describe('element-dialog delivery views on the server', () => {
  it('render without a window, with what the learner reads in the HTML, and hydrate without a mismatch', async () => {
    const html = await renderedOnServerAndHydrated(DeliveredContent, props);
    expect(html).toContain('<figcaption class="dialog-title">At the market</figcaption>');
    expect(html).toContain('alt="Ana"');
    expect(html).toContain('<p class="dialog-speaker">Ana</p>');
    expect(html).toContain('¿Cuánto cuesta?');
    expect(html).toContain('Dos euros.');
  });
});
