import { Editor, Element as SlateElement, Node, type Path } from 'slate';
import { isSafeUrl } from '@quire/plugin-sdk';
import type { EditorServices } from '@quire/plugin-sdk/authoring';
import { isImageKind } from '../common/image-kinds.js';
import { setImageFields } from './image-transforms.js';

/** The media picker's title for images (spec authoring §2). @public */
export const SELECT_IMAGE_TITLE = 'Select Image';

/**
 * Opens the media picker for an image and resolves with the chosen address, or
 * `undefined` when the author cancels or picks an address that may not reach a `src`.
 * @public
 */
export async function pickImageUrl(services: EditorServices, currentUrl?: string): Promise<string | undefined> {
  const picked = await services.pickMedia({ title: SELECT_IMAGE_TITLE, mediaTypes: ['image'], ...(currentUrl ? { currentUrl } : {}) });
  const url = picked?.url.trim();
  return url && isSafeUrl(url) ? url : undefined;
}

/**
 * Lets the author choose the source of the image at `path` in the media picker and sets
 * it. The document may change while the picker is open, so the image is followed with a
 * path ref. A new picture has a shape of its own: its stored height goes, its width stays.
 * @public
 */
export async function chooseImage(editor: Editor, services: EditorServices, path: Path): Promise<void> {
  const ref = Editor.pathRef(editor, path);
  try {
    const current = Node.get(editor, path);
    const currentUrl = SlateElement.isElement(current) && typeof current.src === 'string' ? current.src : undefined;
    const url = await pickImageUrl(services, currentUrl);
    const at = ref.current;
    if (url === undefined || !at || !Node.has(editor, at)) return;
    const image = Node.get(editor, at);
    if (SlateElement.isElement(image) && isImageKind(image.type)) setImageFields(editor, at, { src: url, height: undefined });
  } finally {
    ref.unref();
  }
}
