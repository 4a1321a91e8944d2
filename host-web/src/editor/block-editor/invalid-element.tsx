import type { RenderElementProps } from 'slate-react';

/** What an element no loaded plugin knows looks like; its content is kept, not shown. */
export function InvalidElement({ attributes, children }: RenderElementProps) {
  return (
    <div {...attributes} className="invalid-element">
      <span contentEditable={false} className="invalid-element-message">
        Content element is invalid
      </span>
      <span hidden>{children}</span>
    </div>
  );
}
