/**
 * @quire/plugin-element-image: the block image (`img`) and the inline image
 * (`img_inline`). This entry is the pure manifest both hosts read: no React, no Node.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { IMAGE_ELEMENTS } from './common/image-elements.js';

export * from './common/image-kinds.js';
export * from './common/image-schemas.js';
export { imageAttributes, type ImageAttributes } from './common/image-attributes.js';
export { heightForWidth, resizedImageSize, storedImageDimension, type ImageSize } from './common/image-size.js';

/** @public */
export const imagePlugin: PluginManifest = definePlugin({ id: 'element-image', elements: IMAGE_ELEMENTS });

export default imagePlugin;
