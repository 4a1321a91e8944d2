import {
  defineElement,
  imgElementSchema,
  imgInlineElementSchema,
  IMG_INLINE_KIND,
  IMG_KIND,
  type ElementContribution,
} from '@quire/plugin-sdk';

/*
 * The structure comes from core's grammar: `img` is a void block spaced apart from the
 * blocks around it, `img_inline` a void inline. Both schemas allow an unset `src` (the
 * editor shows 'Choose image') and refuse an unsafe one.
 */

/** The block image. @public */
export const imageElement: ElementContribution = defineElement({ kind: IMG_KIND, schema: imgElementSchema });

/** The image inside a line of text. @public */
export const inlineImageElement: ElementContribution = defineElement({ kind: IMG_INLINE_KIND, schema: imgInlineElementSchema });

/** Every element of this plugin. @public */
export const IMAGE_ELEMENTS: readonly ElementContribution[] = [imageElement, inlineImageElement];
