/** The fields of a figure (spec authoring §3). */
import { captionSchema, elementSchema, type z } from '@quire/plugin-sdk';
import { FIGURE_KIND } from './figure-kinds.js';

/** A figure; its title is plain text or rich content, like a caption. @public */
export const figureElementSchema = elementSchema(FIGURE_KIND, { title: captionSchema.optional() });

/** @public */
export type FigureElement = z.infer<typeof figureElementSchema>;
