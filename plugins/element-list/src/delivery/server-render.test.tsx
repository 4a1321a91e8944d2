// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { DeliveredContent, renderedOnServerAndHydrated } from '@quire/plugin-sdk/testing';
import listDelivery from './index.js';

const props = { parts: [{ pluginId: 'element-list', delivery: listDelivery }], content: [{ type: 'ol', id: 'o', style: 'upper-roman', children: [{ type: 'li', id: 'l1', children: [{ text: 'Weigh' }] }, { type: 'li', id: 'l2', children: [{ text: 'Record' }] }] }, { type: 'dl', id: 'd', children: [{ type: 'dt', id: 't', children: [{ text: 'Mass' }] }, { type: 'dd', id: 'dd', children: [{ text: 'How much matter' }] }] }] as Descendant[] };

describe('element-list delivery views on the server', () => {
  it('render without a window, with what the learner reads in the HTML, and hydrate without a mismatch', async () => {
    const html = await renderedOnServerAndHydrated(DeliveredContent, props);
    expect(html).toContain('<ol style="list-style-type:upper-roman">');
    expect(html).toContain('Weigh');
    expect(html).toContain('Record');
    expect(html).toContain('Mass');
    expect(html).toContain('How much matter');
  });
});
