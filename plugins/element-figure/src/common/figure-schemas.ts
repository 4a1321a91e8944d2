/** The fields of a figure (spec authoring §3). */
import { elementSchema, richContentSchema, z } from '@quire/plugin-sdk';
import { FIGURE_KIND } from './figure-kinds.js';
import { FIGURE_TITLE_TOO_LONG_MESSAGE, MAX_FIGURE_TITLE_LENGTH } from './figure-title.js';

export { FIGURE_TITLE_TOO_LONG_MESSAGE, MAX_FIGURE_TITLE_LENGTH } from './figure-title.js';

/**
 * A figure; its title is plain text (as the editor stores it, at most
 * `MAX_FIGURE_TITLE_LENGTH` characters) or rich content (older content), like a caption.
 * @public
 */
export const figureElementSchema = elementSchema(FIGURE_KIND, {
  title: z.union([z.string().max(MAX_FIGURE_TITLE_LENGTH, { error: FIGURE_TITLE_TOO_LONG_MESSAGE }), richContentSchema]).optional(),
});

/** @public */
export type FigureElement = z.infer<typeof figureElementSchema>;
