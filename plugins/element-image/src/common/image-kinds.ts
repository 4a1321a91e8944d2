/** The element kinds this plugin contributes (spec authoring §3: media). */

/** A block image. @public */
export const IMG_KIND = 'img';
/** An image inside a line of text. @public */
export const IMG_INLINE_KIND = 'img_inline';

/** Every kind of this plugin: the block image and the image inside a line of text. @public */
export const IMAGE_KINDS = [IMG_KIND, IMG_INLINE_KIND] as const;

/** True for an element this plugin draws. @public */
export function isImageKind(kind: string): boolean {
  return kind === IMG_KIND || kind === IMG_INLINE_KIND;
}
