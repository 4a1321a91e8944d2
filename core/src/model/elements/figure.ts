/** The figure kind (spec authoring §3): a titled block of content. */
import type { z } from 'zod';
import { captionSchema, elementSchema } from './element-schema.js';

/** @public */
export const FIGURE_KIND = 'figure';

/** A figure; its title is plain text or rich content, like a caption. @public */
export const figureElementSchema = elementSchema(FIGURE_KIND, { title: captionSchema.optional() });

/** @public */
export type FigureElement = z.infer<typeof figureElementSchema>;
