/** The fields of an embedded web page (spec authoring §3). */
import { captionSchema, dimensionSchema, elementSchema, safeUrlSchema, z } from '@quire/plugin-sdk';
import { WEBPAGE_KIND } from './webpage-kind.js';

/** Where a web page embed's address comes from. @public */
export const WEBPAGE_SRC_TYPES = ['url', 'media_library'] as const;

/** An embedded web page, by URL or from the media library. @public */
export const webpageElementSchema = elementSchema(WEBPAGE_KIND, {
  src: safeUrlSchema.optional(),
  srcType: z.enum(WEBPAGE_SRC_TYPES).optional(),
  alt: z.string().optional(),
  width: dimensionSchema.optional(),
  height: dimensionSchema.optional(),
  caption: captionSchema.optional(),
});

/** @public */
export type WebpageElement = z.infer<typeof webpageElementSchema>;
