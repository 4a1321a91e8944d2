import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { normalizeWithPlugins } from '@quire/plugin-sdk/testing';
import { textPlugin } from '../index.js';
import { textAuthoring } from './index.js';

describe('element-text authoring part', () => {
  it('labels every text block in the block type dropdown', () => {
    const labels = Object.fromEntries(
      Object.entries(textAuthoring.elements ?? {}).flatMap(([kind, e]) => (e.blockTypeLabel ? [[kind, e.blockTypeLabel]] : [])),
    );
    expect(labels).toEqual({
      p: 'Paragraph',
      h1: 'Heading 1',
      h2: 'Heading 2',
      h3: 'Heading 3',
      h4: 'Heading 4',
      h5: 'Heading 5',
      h6: 'Heading 6',
    });
  });

  it('has a view for every kind of the manifest', () => {
    expect(Object.keys(textAuthoring.elements ?? {}).sort()).toEqual(textPlugin.elements?.map((e) => e.kind).sort());
  });

  it("offers 'Quote' under Formatting from the limited menu on", () => {
    const insert = textAuthoring.elements?.blockquote.insert;
    expect(insert).toMatchObject({ label: 'Quote', category: 'Formatting', level: 'limited' });
  });

  it('inserts a quote that is already in normal form', () => {
    let n = 0;
    const quote = textAuthoring.elements!.blockquote.insert!.create(() => `q${++n}`);
    const doc: Descendant[] = [{ type: 'p', id: 'a', children: [{ text: '' }] }, quote, { type: 'p', id: 'b', children: [{ text: '' }] }];
    const { value, violations } = normalizeWithPlugins([textPlugin], doc);
    expect(value).toBe(doc);
    expect(violations).toEqual([]);
    expect(quote).toEqual({ type: 'blockquote', id: 'q1', children: [{ type: 'p', id: 'q2', children: [{ text: '' }] }] });
  });
});
