// @vitest-environment jsdom
// DOMPurify does not support happy-dom (it lets markup through there), so these tests run
// in jsdom, which it does support, as it does every browser.
import { describe, expect, it } from 'vitest';
import { createEditorTestPlugins, type TestPlugin } from '../testing/editor-test-plugins.js';
import { linesToTextBlocks, pastedHtmlToBlocks, pastedTextLines } from './pasted-html-to-blocks.js';
import { sanitizePastedHtml } from './sanitize-pasted-html.js';

function ids(): () => string {
  let n = 0;
  return () => `n${++n}`;
}

describe('sanitising pasted HTML', () => {
  it('drops scripts, styles, frames, objects and event handlers and keeps the structure', () => {
    const clean = sanitizePastedHtml(
      '<style>p{}</style><p onclick="steal()">Hi <a href="javascript:alert(1)">x</a></p><script>alert(1)</script><iframe src="https://x.test"></iframe><object data="x"><b>no</b></object><ul><li>a</li></ul>',
    );
    expect(clean).toBe('<p>Hi <a>x</a></p><ul><li>a</li></ul>');
  });
});

describe('pasted HTML as editor blocks', () => {
  it('converts paragraphs, marks, lists and tables, without the script or the handler', () => {
    const html = `
      <script>alert(1)</script>
      <p onclick="alert(2)">Some <b>bold</b> and <i>italic <u>underlined</u></i> text</p>
      <ul>
        <li>one</li>
        <li>two</li>
      </ul>
      <table>
        <tbody>
          <tr><th>Name</th><td>Ada</td></tr>
        </tbody>
      </table>`;
    expect(pastedHtmlToBlocks(html, createEditorTestPlugins(), ids())).toEqual([
      {
        type: 'p',
        id: 'n1',
        children: [
          { text: 'Some ' },
          { text: 'bold', strong: true },
          { text: ' and ' },
          { text: 'italic ', em: true },
          { text: 'underlined', em: true, underline: true },
          { text: ' text' },
        ],
      },
      {
        type: 'ul',
        id: 'n6',
        children: [
          { type: 'li', id: 'n2', children: [{ type: 'p', id: 'n3', children: [{ text: 'one' }] }] },
          { type: 'li', id: 'n4', children: [{ type: 'p', id: 'n5', children: [{ text: 'two' }] }] },
        ],
      },
      {
        type: 'table',
        id: 'n10',
        children: [
          {
            type: 'tr',
            id: 'n9',
            children: [
              { type: 'th', id: 'n7', children: [{ text: 'Name' }] },
              { type: 'td', id: 'n8', children: [{ text: 'Ada' }] },
            ],
          },
        ],
      },
    ]);
  });

  it('unwraps unknown tags, keeps their text and wraps top-level text in a paragraph', () => {
    const blocks = pastedHtmlToBlocks('Loose <span>text <em>here</em></span><section><h2>Title</h2></section>tail', createEditorTestPlugins(), ids());
    expect(blocks).toEqual([
      { type: 'p', id: 'n2', children: [{ text: 'Loose ' }, { text: 'text ' }, { text: 'here', em: true }] },
      { type: 'h2', id: 'n1', children: [{ text: 'Title' }] },
      { type: 'p', id: 'n3', children: [{ text: 'tail' }] },
    ]);
  });

  it('does not make a Google Docs copy bold for its font-weight:normal wrapper', () => {
    const blocks = pastedHtmlToBlocks('<b style="font-weight:normal;" id="docs-internal-guid-1"><p>plain</p></b>', createEditorTestPlugins(), ids());
    expect(blocks).toEqual([{ type: 'p', id: 'n1', children: [{ text: 'plain' }] }]);
  });

  it('keeps line breaks and the spacing of preformatted text', () => {
    const blocks = pastedHtmlToBlocks('<p>a<br>b</p><pre>x  y</pre>', createEditorTestPlugins(), ids());
    expect(blocks).toEqual([
      { type: 'p', id: 'n1', children: [{ text: 'a' }, { text: '\n' }, { text: 'b' }] },
      { type: 'p', id: 'n2', children: [{ text: 'x  y' }] },
    ]);
  });

  it("runs the plugins' pasteHtml waterfall on the sanitised HTML", () => {
    const seen: string[] = [];
    const shouting: TestPlugin = {
      pluginId: 'shouting',
      part: {
        setup: (hooks, pluginId) =>
          hooks.pasteHtml.tap(pluginId, (html) => {
            seen.push(html);
            return html.toUpperCase();
          }),
      },
    };
    const blocks = pastedHtmlToBlocks('<p onclick="x()">quiet</p>', createEditorTestPlugins([shouting]), ids());
    expect(seen).toEqual(['<p>quiet</p>']);
    expect(blocks).toEqual([{ type: 'p', id: 'n1', children: [{ text: 'QUIET' }] }]);
  });
});

describe('pasted plain text', () => {
  it('makes a default text block of each line; the break ending a copied line is not a new one', () => {
    expect(pastedTextLines('one\r\ntwo\nthree\n')).toEqual(['one', 'two', 'three']);
    expect(pastedTextLines('single')).toEqual(['single']);
    expect(linesToTextBlocks(['a', ''], 'para', ids())).toEqual([
      { type: 'para', id: 'n1', children: [{ text: 'a' }] },
      { type: 'para', id: 'n2', children: [{ text: '' }] },
    ]);
  });
});
