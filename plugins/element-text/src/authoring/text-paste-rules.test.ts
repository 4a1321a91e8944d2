import { describe, expect, it } from 'vitest';
import type { Descendant, Element } from '@quire/plugin-sdk';
import type { PasteRule } from '@quire/plugin-sdk/authoring';
import { blockquoteElement, headingElements, paragraphElement } from '../common/text-elements.js';
import { TEXT_PASTE_RULES } from './text-paste-rules.js';

// The editor's structures, where this plugin's paragraph is the default text block.
const structures = new Map([paragraphElement, ...headingElements, blockquoteElement].map((element) => [element.kind, element.structure]));

function paste(tagName: string, children: Descendant[]): Element | Descendant[] | undefined {
  let n = 0;
  const element = { tagName, getAttribute: () => null };
  const results = TEXT_PASTE_RULES.map((rule: PasteRule) => rule(element, () => children, () => `p${++n}`, structures)).filter(
    (r) => r !== undefined,
  );
  expect(results.length).toBeLessThanOrEqual(1);
  return results[0];
}

describe('element-text paste rules', () => {
  it('turns <p> and headings into the same kind, whatever the tag case', () => {
    expect(paste('P', [{ text: 'hi', strong: true }])).toEqual({ type: 'p', id: 'p1', children: [{ text: 'hi', strong: true }] });
    expect(paste('h3', [{ text: 'Title' }])).toEqual({ type: 'h3', id: 'p1', children: [{ text: 'Title' }] });
  });

  it('gives an empty paragraph one empty text', () => {
    expect(paste('p', [])).toEqual({ type: 'p', id: 'p1', children: [{ text: '' }] });
  });

  it('puts text quoted directly in <blockquote> into a paragraph', () => {
    expect(paste('BLOCKQUOTE', [{ text: 'quoted' }])).toEqual({
      type: 'blockquote',
      id: 'p1',
      children: [{ type: 'p', id: 'p2', children: [{ text: 'quoted' }] }],
    });
  });

  it('turns a <div> of text into a paragraph and unwraps a <div> of blocks', () => {
    expect(paste('div', [{ text: 'plain' }])).toEqual([{ type: 'p', id: 'p1', children: [{ text: 'plain' }] }]);
    const h1: Element = { type: 'h1', id: 'x', children: [{ text: 'T' }] };
    expect(paste('div', [{ text: '\n' }, h1, { text: '\n' }])).toEqual([h1]);
  });

  it('leaves tags that are not text blocks to other plugins', () => {
    expect(paste('ul', [])).toBeUndefined();
    expect(paste('span', [{ text: 'x' }])).toBeUndefined();
  });
});
