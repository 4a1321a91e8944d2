// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { DeliveredContent, renderedOnServerAndHydrated } from '@quire/plugin-sdk/testing';
import tableDelivery from './index.js';

const props = { parts: [{ pluginId: 'element-table', delivery: tableDelivery }], content: [{ type: 'table', id: 't', children: [{ type: 'tr', id: 'r1', children: [{ type: 'th', id: 'h1', children: [{ text: 'Unit' }] }, { type: 'th', id: 'h2', children: [{ text: 'Symbol' }] }] }, { type: 'tr', id: 'r2', children: [{ type: 'td', id: 'd1', children: [{ text: 'gram' }] }, { type: 'td', id: 'd2', children: [{ text: 'g' }] }] }] }] as Descendant[] };

describe('element-table delivery views on the server', () => {
  it('render without a window, with what the learner reads in the HTML, and hydrate without a mismatch', async () => {
    const html = await renderedOnServerAndHydrated(DeliveredContent, props);
    expect(html).toContain('Unit');
    expect(html).toContain('Symbol');
    expect(html).toContain('gram');
  });
});
