/** Callout kinds (spec authoring §3): a highlighted block and its inline form. */
import type { z } from 'zod';
import { elementSchema } from './element-schema.js';

/** @public */
export const CALLOUT_KIND = 'callout';
/** @public */
export const CALLOUT_INLINE_KIND = 'callout_inline';

/** A highlighted block holding blocks. @public */
export const calloutElementSchema = elementSchema(CALLOUT_KIND, {});
/** A highlighted run of text. @public */
export const calloutInlineElementSchema = elementSchema(CALLOUT_INLINE_KIND, {});

/** @public */
export type CalloutElement = z.infer<typeof calloutElementSchema>;
/** @public */
export type InlineCalloutElement = z.infer<typeof calloutInlineElementSchema>;
