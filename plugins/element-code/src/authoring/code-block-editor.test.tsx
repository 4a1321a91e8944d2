// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Descendant, Editor } from 'slate';
import { Editable, Slate, withReact, type RenderElementProps } from 'slate-react';
import { createTestEditor, normalizeWithPlugins } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { textAuthoring } from '@quire/plugin-element-text/authoring';
import codePlugin from '../index.js';
import { codeAuthoring, insertCode } from './index.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const p = (id: string): Descendant => ({ type: 'p', id, children: [{ text: '' }] }) as Descendant;
const block = (fields: Record<string, unknown> = {}): Descendant => ({ type: 'code', id: 'c', code: 'x = 1', language: 'Python', children: [{ text: '' }], ...fields }) as Descendant;

function renderElement(props: RenderElementProps) {
  const View = (props.element.type === 'code' ? codeAuthoring : textAuthoring).elements?.[props.element.type]?.component;
  return View ? <View {...props} /> : <p {...props.attributes}>{props.children}</p>;
}

function drawEditor(value: Descendant[]): Editor {
  const editor = withReact(createTestEditor([{ manifest: textPlugin, authoring: textAuthoring }, { manifest: codePlugin, authoring: codeAuthoring }], value));
  render(
    <Slate editor={editor} initialValue={value}>
      <Editable renderElement={renderElement} />
    </Slate>,
  );
  return editor;
}

/** A `matchMedia` answering `(prefers-color-scheme: dark)` with `dark`. */
function systemScheme(dark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: dark && query === '(prefers-color-scheme: dark)', addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList,
  );
}

describe('a code block in the editor', () => {
  it('offers exactly the spec’s languages, in order, and stores the one picked', () => {
    const editor = drawEditor([p('a'), block(), p('b')]);
    const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'C', 'C#', 'C++', 'Elixir', 'Golang', 'HTML', 'Java', 'JavaScript', 'Kotlin', 'Perl', 'PHP', 'Python', 'R', 'Ruby', 'SQL', 'Text', 'TypeScript', 'XML',
    ]);
    expect(select.value).toBe('Python');
    act(() => fireEvent.change(select, { target: { value: 'Ruby' } }));
    expect(editor.children[1]).toMatchObject({ type: 'code', language: 'Ruby', code: 'x = 1' });
  });

  it('stores a caption when its field is left, and removes an emptied one', () => {
    const editor = drawEditor([p('a'), block({ caption: 'Old' }), p('b')]);
    const field = screen.getByRole('textbox', { name: 'Caption' });
    expect((field as HTMLInputElement).value).toBe('Old');
    fireEvent.change(field, { target: { value: 'Counting' } });
    act(() => fireEvent.blur(field));
    expect(editor.children[1]).toMatchObject({ caption: 'Counting' });
    fireEvent.change(field, { target: { value: ' ' } });
    act(() => fireEvent.blur(field));
    expect(editor.children[1]).not.toHaveProperty('caption');
  });

  it('follows the system’s colour scheme', () => {
    systemScheme(true);
    drawEditor([p('a'), block(), p('b')]);
    expect(document.querySelector('.code-editor')?.getAttribute('data-theme')).toBe('dark');
    cleanup();
    systemScheme(false);
    drawEditor([p('a'), block(), p('b')]);
    expect(document.querySelector('.code-editor')?.getAttribute('data-theme')).toBe('light');
  });
});

describe('the Code block insert command', () => {
  it('is in the STEM group and puts in a block that is already normal', () => {
    expect(insertCode).toMatchObject({ label: 'Code block', category: 'STEM' });
    let n = 0;
    const doc = [p('a'), insertCode.create(() => `n${++n}`), p('b')];
    const { value, violations } = normalizeWithPlugins([textPlugin, codePlugin], doc as never);
    expect(value).toBe(doc);
    expect(violations).toEqual([]);
    expect(codePlugin.elements?.[0].schema?.safeParse(doc[1]).success).toBe(true);
  });

  it('gets a paragraph between two adjacent code blocks', () => {
    const { value } = normalizeWithPlugins([textPlugin, codePlugin], [p('a'), block({ id: 'c1' }), block({ id: 'c2' }), p('b')] as never);
    expect((value as Descendant[]).map((node) => ('type' in node ? node.type : 'text'))).toEqual(['p', 'code', 'p', 'code', 'p']);
  });
});
