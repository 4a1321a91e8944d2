// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { BlockEditor } from './block-editor.js';
import { optOutOfReactSelectionRestore } from './react-selection-opt-out.js';
import { createEditorTestPlugins, createTestServices } from './testing/editor-test-plugins.js';

afterEach(cleanup);

describe('the editable area and React’s selection restore', () => {
  it('reports a contentEditable property React does not walk, while the attribute keeps it editable', () => {
    render(
      <BlockEditor
        plugins={createEditorTestPlugins()}
        services={createTestServices()}
        initialValue={[{ type: 'p', id: 'a', children: [{ text: 'Hello' }] }]}
        onChange={() => {}}
        label="Page content"
      />,
    );
    const editable = screen.getByRole('textbox', { name: 'Page content' });
    expect(editable.contentEditable).not.toBe('true');
    expect(editable.getAttribute('contenteditable')).toBe('true');
    expect(editable.isContentEditable).toBe(true);
  });

  it('still answers isContentEditable from the attribute, and writes the attribute when the property is set', () => {
    const element = document.createElement('div');
    element.setAttribute('contenteditable', 'true');
    optOutOfReactSelectionRestore(element);
    optOutOfReactSelectionRestore(element);
    expect(element.isContentEditable).toBe(true);
    element.contentEditable = 'false';
    expect(element.getAttribute('contenteditable')).toBe('false');
    expect(element.isContentEditable).toBe(false);
  });
});
