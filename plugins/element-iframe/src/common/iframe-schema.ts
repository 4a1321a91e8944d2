/** The fields of an embedded frame (spec authoring §3). */
import { captionSchema, dimensionSchema, elementSchema, safeUrlSchema, type z } from '@quire/plugin-sdk';
import { IFRAME_KIND } from './iframe-kind.js';

/** An embedded frame. @public */
export const iframeElementSchema = elementSchema(IFRAME_KIND, {
  src: safeUrlSchema.optional(),
  width: dimensionSchema.optional(),
  height: dimensionSchema.optional(),
  caption: captionSchema.optional(),
});

/** @public */
export type IframeElement = z.infer<typeof iframeElementSchema>;
