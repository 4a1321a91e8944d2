import type { KeyHandler } from '@quire/plugin-sdk/authoring';
import { chooseImage } from './choose-image.js';
import { selectedImage } from './image-transforms.js';
import { imageAttributes } from '../common/image-attributes.js';

/**
 * Enter on an image that has no source yet opens the media picker, as its 'Choose image'
 * placeholder does when clicked.
 * @public
 */
export const chooseImageOnEnter: KeyHandler = {
  hotkey: 'enter',
  handle: (editor, services) => {
    const entry = selectedImage(editor);
    if (!entry || imageAttributes(entry[0]) !== undefined) return false;
    void chooseImage(editor, services, entry[1]);
    return true;
  },
};

/** Every key handler of this plugin. @public */
export const IMAGE_KEY_HANDLERS: readonly KeyHandler[] = [chooseImageOnEnter];
