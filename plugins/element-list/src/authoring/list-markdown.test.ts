import { describe, expect, it } from 'vitest';
import type { Descendant, Element } from '@quire/plugin-sdk';
import { createTestMarkdownConverter, markdownRoundTrip, withoutIds } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { textAuthoring } from '@quire/plugin-element-text/authoring';
import { listPlugin } from '../index.js';
import { listAuthoring } from './index.js';

const converter = createTestMarkdownConverter([
  { manifest: textPlugin, part: textAuthoring },
  { manifest: listPlugin, part: listAuthoring },
]);

let next = 0;
const el = (type: string, children: Descendant[], fields: Record<string, unknown> = {}): Element => ({ type, id: `e${++next}`, ...fields, children });
const p = (text: string) => el('p', [{ text }]);

describe('lists in Markdown', () => {
  it('keep bulleted and numbered lists, nested', () => {
    const document = [
      el('ul', [el('li', [p('first')]), el('li', [p('second'), el('ol', [el('li', [p('inner one')]), el('li', [p('inner two')])])])]),
      p('after'),
    ];
    const { markdown, losses, back } = markdownRoundTrip(converter, document);
    expect(markdown).toBe('- first\n- second\n  1. inner one\n  2. inner two\n\nafter\n');
    expect(losses).toEqual([]);
    expect(back).toEqual(withoutIds(document));
  });

  it('keep a list item of two paragraphs', () => {
    const document = [el('ol', [el('li', [p('one'), p('more')]), el('li', [p('two')])])];
    expect(markdownRoundTrip(converter, document).back).toEqual(withoutIds(document));
  });

  it('keep a list inside a quote', () => {
    const document = [el('blockquote', [p('To be'), el('ul', [el('li', [p('or not')])])])];
    const { markdown, back } = markdownRoundTrip(converter, document);
    expect(markdown).toBe('> To be\n>\n> - or not\n');
    expect(back).toEqual(withoutIds(document));
  });

  it("name a list's style, and a description list, as lost, keeping the definitions' text", () => {
    const { markdown, losses } = converter.toMarkdown([
      el('ul', [el('li', [p('a')])], { style: 'square' }),
      el('dl', [el('dt', [{ text: 'term' }]), el('dd', [{ text: 'meaning' }])]),
    ]);
    expect(markdown).toBe('- a\n\nterm\n\nmeaning\n');
    // The terms and definitions go with their description list and are not named again.
    expect(losses).toEqual(['Bulleted list style', 'Description list']);
  });
});
