/** The fields of callouts (spec authoring §3): neither kind has fields of its own. */
import { elementSchema, type z } from '@quire/plugin-sdk';
import { CALLOUT_INLINE_KIND, CALLOUT_KIND } from './callout-kinds.js';

/** A highlighted block holding blocks. @public */
export const calloutElementSchema = elementSchema(CALLOUT_KIND, {});
/** A highlighted run of text. @public */
export const calloutInlineElementSchema = elementSchema(CALLOUT_INLINE_KIND, {});

/** @public */
export type CalloutElement = z.infer<typeof calloutElementSchema>;
/** @public */
export type InlineCalloutElement = z.infer<typeof calloutInlineElementSchema>;
