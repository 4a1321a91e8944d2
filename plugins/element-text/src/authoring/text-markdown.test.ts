import { describe, expect, it } from 'vitest';
import type { Descendant, Element } from '@quire/plugin-sdk';
import { createTestMarkdownConverter, markdownRoundTrip, withoutIds } from '@quire/plugin-sdk/testing';
import { textPlugin } from '../index.js';
import { textAuthoring } from './index.js';

const converter = createTestMarkdownConverter([{ manifest: textPlugin, part: textAuthoring }]);

let next = 0;
const el = (type: string, children: Descendant[]): Element => ({ type, id: `e${++next}`, children });
const p = (...children: Descendant[]) => el('p', children.length > 0 ? children : [{ text: '' }]);

describe('text blocks in Markdown', () => {
  it('keep paragraphs and headings h1 to h6', () => {
    const document = [
      el('h1', [{ text: 'One' }]),
      el('h2', [{ text: 'Two' }]),
      el('h3', [{ text: 'Three' }]),
      el('h4', [{ text: 'Four' }]),
      el('h5', [{ text: 'Five' }]),
      el('h6', [{ text: 'Six' }]),
      p({ text: 'Body text.' }),
    ];
    const { markdown, losses, back } = markdownRoundTrip(converter, document);
    expect(markdown).toBe('# One\n\n## Two\n\n### Three\n\n#### Four\n\n##### Five\n\n###### Six\n\nBody text.\n');
    expect(losses).toEqual([]);
    expect(back).toEqual(withoutIds(document));
  });

  it('keep quotes holding paragraphs', () => {
    const document = [el('blockquote', [p({ text: 'To be' }), p({ text: 'or not' })]), p({ text: 'end' })];
    const { markdown, losses, back } = markdownRoundTrip(converter, document);
    expect(markdown).toBe('> To be\n>\n> or not\n\nend\n');
    expect(losses).toEqual([]);
    expect(back).toEqual(withoutIds(document));
  });

  it('leave out empty paragraphs, which would only be blank lines', () => {
    expect(converter.toMarkdown([p(), p({ text: 'a' }), p()]).markdown).toBe('a\n');
  });

  it('read an empty document as one empty paragraph', () => {
    expect(converter.fromMarkdown('', () => 'md1')).toEqual([{ type: 'p', id: 'md1', children: [{ text: '' }] }]);
  });

  it('read a code block and raw HTML, which have no form here, as paragraphs of their text', () => {
    const back = converter.fromMarkdown('```\ncode\n```\n\n<div>raw</div>\n\n---\n', () => 'x');
    expect(withoutIds(back)).toEqual([
      { type: 'p', children: [{ text: 'code' }] },
      { type: 'p', children: [{ text: '<div>raw</div>' }] },
    ]);
  });
});
