import { defineElement, richFieldSlots, type ElementContribution } from '@quire/plugin-sdk';
import { IMG_INLINE_KIND, IMG_KIND } from './image-kinds.js';
import { imgElementSchema, imgInlineElementSchema } from './image-schemas.js';

/*
 * Both schemas allow an unset `src` (the editor shows 'Choose image') and refuse an unsafe
 * one; a rich caption is checked like children.
 */
const captionSlots = richFieldSlots({ nodeLists: ['caption'] });

/** The block image: a void block spaced apart from the blocks around it. @public */
export const imageElement: ElementContribution = defineElement({
  kind: IMG_KIND,
  structure: { kind: IMG_KIND, display: 'block', content: { type: 'void' }, spacedBlock: true },
  schema: imgElementSchema,
  slots: captionSlots,
});

/** The image inside a line of text: a void inline. @public */
export const inlineImageElement: ElementContribution = defineElement({
  kind: IMG_INLINE_KIND,
  structure: { kind: IMG_INLINE_KIND, display: 'inline', content: { type: 'void' } },
  schema: imgInlineElementSchema,
  slots: captionSlots,
});

/** Every element of this plugin. @public */
export const IMAGE_ELEMENTS: readonly ElementContribution[] = [imageElement, inlineImageElement];
