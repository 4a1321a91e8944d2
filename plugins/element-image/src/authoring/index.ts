/**
 * Authoring part of element-image: the block and inline image views with their settings
 * and resize handle, the two insert commands in 'Media', Enter on a 'Choose image'
 * placeholder, and the paste rule for `<img>`.
 * @packageDocumentation
 */
import { defineAuthoring, type AuthoringPart } from '@quire/plugin-sdk/authoring';
import { IMG_INLINE_KIND, IMG_KIND } from '../common/image-kinds.js';
import { ImageEditor, InlineImageEditor } from './image-editors.js';
import { insertImage, insertInlineImage } from './image-inserts.js';
import { IMAGE_KEY_HANDLERS } from './image-key-handlers.js';
import { IMAGE_PASTE_RULES } from './image-paste-rules.js';

export { insertImage, insertInlineImage } from './image-inserts.js';
export { chooseImage, pickImageUrl, SELECT_IMAGE_TITLE } from './choose-image.js';
export { CHOOSE_IMAGE_LABEL } from './choose-image-button.js';
export { IMAGE_SETTINGS_TITLE, WIDTH_NOT_WHOLE_MESSAGE } from './image-settings-dialog.js';
export { selectedImage, setImageFields, type ImageFields } from './image-transforms.js';

/** @public */
export const imageAuthoring: AuthoringPart = defineAuthoring({
  elements: {
    [IMG_KIND]: { component: ImageEditor, insert: insertImage },
    [IMG_INLINE_KIND]: { component: InlineImageEditor, insert: insertInlineImage },
  },
  keyHandlers: IMAGE_KEY_HANDLERS,
  pasteRules: IMAGE_PASTE_RULES,
});

export default imageAuthoring;
