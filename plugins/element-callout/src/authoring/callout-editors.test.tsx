// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Editor, Transforms, type Descendant } from 'slate';
import { withReact } from 'slate-react';
import { TestEditorView, createTestEditor } from '@quire/plugin-sdk/testing';
import { CALLOUT_TEST_PLUGINS, callout, inlineCallout, paragraph } from './testing/callout-test-plugins.js';

afterEach(cleanup);

function drawEditor(value: Descendant[]) {
  const editor = withReact(createTestEditor(CALLOUT_TEST_PLUGINS, value));
  render(<TestEditorView editor={editor} plugins={CALLOUT_TEST_PLUGINS} />);
  return editor;
}

describe('callouts in the editor', () => {
  it('draw a callout as a named note whose blocks are written in place, under a tag the caret cannot enter', async () => {
    const editor = drawEditor([paragraph('a'), callout('c', paragraph('b', { text: 'Remember' })), paragraph('d')]);
    const note = screen.getByRole('note', { name: 'Callout' });
    expect(note.className).toContain('callout');
    expect(note.querySelector('.callout-editor-tag')?.getAttribute('contenteditable')).toBe('false');
    expect(note.querySelector('[data-slate-node="element"]')?.textContent).toBe('Remember');
    await act(async () => {
      Transforms.select(editor, Editor.end(editor, [1, 0]));
      editor.insertText(' the units');
    });
    expect(note.textContent).toContain('Remember the units');
    expect(editor.children[1]).toEqual(callout('c', paragraph('b', { text: 'Remember the units' })));
  });

  it('draw an inline callout as a highlighted run inside its line', () => {
    drawEditor([paragraph('a', { text: 'Do ' }, inlineCallout('i', 'not'), { text: ' forget' })]);
    const run = document.querySelector('.callout-inline')!;
    expect(run.closest('p')).not.toBeNull();
    expect(run.textContent).toContain('not');
  });
});
