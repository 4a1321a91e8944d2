import type { ReactNode } from 'react';
import type { ElementEditorProps } from '@quire/plugin-sdk/authoring';
import { ImageFrame } from './image-frame.js';

/** A block image in the editor: a void block, its empty text child kept for Slate. @public */
export function ImageEditor({ attributes, children, element }: ElementEditorProps): ReactNode {
  return (
    <div {...attributes} className="image-editor" style={{ margin: '0.5rem 0' }}>
      <ImageFrame element={element} inline={false} />
      {children}
    </div>
  );
}

/** An image inside a line of text in the editor: a void inline. @public */
export function InlineImageEditor({ attributes, children, element }: ElementEditorProps): ReactNode {
  return (
    <span {...attributes} className="image-inline-editor">
      <ImageFrame element={element} inline />
      {children}
    </span>
  );
}
