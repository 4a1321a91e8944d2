import { describe, expect, it } from 'vitest';
import pageLinkPlugin from './index.js';
import pageLinkAuthoring from './authoring/index.js';
import pageLinkDelivery from './delivery/index.js';
import { readFileSync } from 'node:fs';

describe('element-page-link', () => {
  it('contributes the model of page_link', () => {
    expect(pageLinkPlugin.id).toBe('element-page-link');
    expect(pageLinkPlugin.elements?.map((element) => element.kind)).toEqual(['page_link']);
    expect(pageLinkPlugin.elements?.[0]?.schema?.safeParse({ type: 'p', children: [] }).success).toBe(false);
  });

  it('offers "Page link" in the Structure group of the full insert menu only, with an editor and a learner view', () => {
    expect(pageLinkAuthoring.elements?.page_link?.insert).toMatchObject({ label: 'Page link', category: 'Structure', level: 'all' });
    expect(pageLinkDelivery.elements?.page_link).toBeDefined();
    const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { quire: { parts: string[] } };
    expect(packageJson.quire.parts).toEqual(['authoring', 'delivery']);
  });
});
