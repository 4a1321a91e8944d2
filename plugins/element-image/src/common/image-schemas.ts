/** The fields of images (spec authoring §3); every address they render is checked. */
import { captionSchema, dimensionSchema, elementSchema, safeUrlSchema, z } from '@quire/plugin-sdk';
import { IMG_INLINE_KIND, IMG_KIND } from './image-kinds.js';

// An unset `src` is legal: the editor shows a 'Choose image' placeholder (spec §5).
const imageShape = {
  src: safeUrlSchema.optional(),
  alt: z.string().optional(),
  width: dimensionSchema.optional(),
  height: dimensionSchema.optional(),
  caption: captionSchema.optional(),
};

/** A block image. @public */
export const imgElementSchema = elementSchema(IMG_KIND, imageShape);
/** An image inside a line of text. @public */
export const imgInlineElementSchema = elementSchema(IMG_INLINE_KIND, imageShape);

/** @public */
export type ImageElement = z.infer<typeof imgElementSchema>;
/** @public */
export type InlineImageElement = z.infer<typeof imgInlineElementSchema>;
