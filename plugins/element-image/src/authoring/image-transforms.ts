import { Editor, Element as SlateElement, Range, Transforms, type Path } from 'slate';
import type { Element } from '@quire/plugin-sdk';
import { isImageKind } from '../common/image-kinds.js';

/** The fields of an image an author changes; `undefined` removes one. @public */
export type ImageFields = Partial<Record<'src' | 'alt' | 'width' | 'height' | 'caption', unknown>>;

/** The image (block or inline) the collapsed selection is on, with its path. @public */
export function selectedImage(editor: Editor): [Element, Path] | undefined {
  const { selection } = editor;
  if (!selection || !Range.isCollapsed(selection)) return undefined;
  const [entry] = Editor.nodes<SlateElement>(editor, {
    at: selection,
    match: (n) => SlateElement.isElement(n) && isImageKind(n.type),
    voids: true,
  });
  return entry;
}

/** Changes the fields of the image at `path`; a field set to `undefined` is removed. @public */
export function setImageFields(editor: Editor, path: Path, fields: ImageFields): void {
  Transforms.setNodes(editor, fields as Partial<SlateElement>, { at: path });
}
