import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { createTestMarkdownConverter, markdownRoundTrip } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { textAuthoring } from '@quire/plugin-element-text/authoring';
import { marksPlugin } from '../index.js';
import { marksAuthoring } from './index.js';

const converter = createTestMarkdownConverter([
  { manifest: marksPlugin, part: marksAuthoring },
  { manifest: textPlugin, part: textAuthoring },
]);

const p = (...children: Descendant[]) => ({ type: 'p', id: 'p1', children });

describe('marks in Markdown', () => {
  it('keep bold, italic and code, nested and side by side', () => {
    const document = [
      p(
        { text: 'plain ' },
        { text: 'bold ', strong: true },
        { text: 'both', strong: true, em: true },
        { text: ' and ', strong: true },
        { text: 'code', strong: true, code: true },
        { text: ' then ' },
        { text: 'italic', em: true },
        { text: ' and ' },
        { text: 'a `tick`', code: true },
      ),
    ];
    const { markdown, losses, back } = markdownRoundTrip(converter, document);
    expect(markdown).toBe('plain **bold *both* and `code`** then *italic* and `` a `tick` ``\n');
    expect(losses).toEqual([]);
    expect(back).toEqual([{ type: 'p', children: document[0].children }]);
  });

  it('move spaces at the edge of a mark outside it', () => {
    const { markdown, back } = markdownRoundTrip(converter, [p({ text: 'a' }, { text: ' bold ', strong: true }, { text: 'b' })]);
    expect(markdown).toBe('a **bold** b\n');
    expect(back).toEqual([{ type: 'p', children: [{ text: 'a ' }, { text: 'bold', strong: true }, { text: ' b' }] }]);
  });

  it('name the marks Markdown has no form for', () => {
    expect(converter.toMarkdown([p({ text: 'hi', mark: true }, { text: 'b', strong: true }, { text: 'x', sub: true })]).losses).toEqual(['Highlight (mark)', 'Subscript (mark)']);
  });
});
