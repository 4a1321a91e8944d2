import { createEditor } from 'slate';
import { describe, expect, it } from 'vitest';
import { withPluginElements } from './with-plugin-elements.js';

const view = () => null;

describe('withPluginElements', () => {
  it('takes inline and void kinds from the element structures', () => {
    const editor = withPluginElements(
      createEditor(),
      [
        { kind: 'a', structure: { kind: 'a', display: 'inline', content: { type: 'inline' } } },
        { kind: 'img', structure: { kind: 'img', display: 'block', content: { type: 'void' } } },
      ],
      [],
      () => 'id',
    );
    expect(editor.isInline({ type: 'a', children: [] })).toBe(true);
    expect(editor.isVoid({ type: 'img', children: [] })).toBe(true);
    expect(editor.isVoid({ type: 'p', children: [] })).toBe(false);
  });

  it('refuses one Markdown trigger declared by two plugins, naming both', () => {
    const part = (kind: string) => ({ elements: { [kind]: { component: view, markdown: [{ trigger: '##', kind }] } } });
    expect(() =>
      withPluginElements(createEditor(), [], [
        { pluginId: 'element-text', part: part('h2') },
        { pluginId: 'acme-headings', part: part('h3') },
      ], () => 'id'),
    ).toThrow("Markdown shortcut '##' is declared by both plugin 'element-text' and plugin 'acme-headings'");
  });
});
