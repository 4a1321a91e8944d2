import { describe, expect, it } from 'vitest';
import type { Descendant, Element } from '@quire/core';
import { withoutIds } from '@quire/plugin-sdk/testing';
import { createEditorTestPlugins, STANDARD_TEST_PLUGINS } from '../testing/editor-test-plugins.js';
import { documentToMarkdown } from './document-to-markdown.js';
import { markdownToDocument } from './markdown-to-document.js';
import { markdownVocabulary } from './markdown-vocabulary.js';

const vocabulary = markdownVocabulary(createEditorTestPlugins());

function ids(): () => string {
  let n = 0;
  return () => `md${++n}`;
}

let next = 0;
const el = (type: string, children: Descendant[]): Element => ({ type, id: `e${++next}`, children });
const p = (text: string) => el('p', [{ text }]);

// Each plugin's own kinds are tested in the plugin; these are what the editor puts together.
describe('Markdown with the loaded plugins', () => {
  it("uses every plugin's conversion in one document", () => {
    const document = [
      el('h2', [{ text: 'Scores', strong: true }]),
      el('ul', [el('li', [p('a')])]),
      el('table', [el('tr', [el('th', [{ text: 'x' }])]), el('tr', [el('td', [{ text: 'y', em: true }])])]),
    ];
    const { markdown, losses } = documentToMarkdown(document, vocabulary);
    expect(markdown).toBe('## **Scores**\n\n- a\n\n| x   |\n| --- |\n| *y* |\n');
    expect(losses).toEqual([]);
    expect(withoutIds(markdownToDocument(markdown, vocabulary, ids()))).toEqual(withoutIds(document));
  });

  it('names elements no plugin knows as unknown and keeps their text', () => {
    expect(documentToMarkdown([el('mystery', [p('inside')])], vocabulary)).toEqual({
      markdown: 'inside\n',
      losses: ["Unknown element 'mystery'"],
    });
  });

  it('reads what no plugin converts as text', () => {
    const back = markdownToDocument('[link](https://x.test) ![alt](a.png)\n\n```\ncode\n```\n\n---\n', vocabulary, ids());
    expect(withoutIds(back)).toEqual([
      { type: 'p', children: [{ text: 'link alt' }] },
      { type: 'p', children: [{ text: 'code' }] },
    ]);
  });

  it('without the table plugin, keeps a Markdown table as its text and names a table as unknown', () => {
    const withoutTables = markdownVocabulary(createEditorTestPlugins([], STANDARD_TEST_PLUGINS.filter((plugin) => plugin.pluginId !== 'element-table')));
    // The table syntax comes with the table plugin: without it the lines are plain text.
    expect(withoutIds(markdownToDocument('| a | b |\n| - | - |\n| c | d |\n', withoutTables, ids()))).toEqual([
      { type: 'p', children: [{ text: '| a | b |\n| - | - |\n| c | d |' }] },
    ]);
    const { markdown, losses } = documentToMarkdown([el('table', [el('tr', [el('td', [{ text: 'c' }])])])], withoutTables);
    expect(markdown).toBe('c\n');
    expect(losses).toEqual(["Unknown element 'table'"]);
  });

  it('refuses two plugins converting the same kind, naming both', () => {
    const text = STANDARD_TEST_PLUGINS.find((plugin) => plugin.pluginId === 'element-text')!;
    expect(() => markdownVocabulary(createEditorTestPlugins([{ pluginId: 'other-text', part: { markdownConversion: text.part.markdownConversion } }]))).toThrow(
      "Markdown element kind 'p' is converted by both 'element-text' and 'other-text'",
    );
  });
});
