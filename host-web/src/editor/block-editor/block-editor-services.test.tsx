// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Descendant } from 'slate';
import type { RenderElementProps } from 'slate-react';
import { useEditorServices, type EditorServices } from '@quire/plugin-sdk/authoring';
import { BlockEditor } from './block-editor.js';
import { createEditorTestPlugins, createTestServices } from './testing/editor-test-plugins.js';

afterEach(cleanup);

/** An element view that asks for media the way the media plugins do. */
function MediaAskingView({ attributes, children }: RenderElementProps) {
  const services = useEditorServices();
  return (
    <div {...attributes}>
      <button type="button" contentEditable={false} onClick={() => void services.pickMedia({ title: 'Select Image', mediaTypes: ['image'] })}>
        Choose image
      </button>
      {children}
    </div>
  );
}

describe('the block editor services', () => {
  it("reach element views through useEditorServices, the editor's own pickMedia included", () => {
    const plugins = createEditorTestPlugins([{ pluginId: 'test-media', part: { elements: { test_media: { component: MediaAskingView } } } }]);
    const pickMedia = vi.fn<EditorServices['pickMedia']>(async () => undefined);
    const value: Descendant[] = [{ type: 'test_media', id: 'm', children: [{ text: '' }] } as Descendant];
    render(<BlockEditor plugins={plugins} services={{ ...createTestServices(), pickMedia }} initialValue={value} onChange={() => {}} label="Page content" />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose image' }));
    expect(pickMedia).toHaveBeenCalledWith({ title: 'Select Image', mediaTypes: ['image'] });
  });
});
