/** The fields of lists, items and description lists (spec authoring §3); children are walked separately. */
import { captionSchema, elementSchema, z } from '@quire/plugin-sdk';
import { BULLET_STYLES, DD_KIND, DL_KIND, DT_KIND, LI_KIND, NUMBER_STYLES, OL_KIND, UL_KIND } from './list-kinds.js';

/** A bulleted list; `style` unset means the browser default. @public */
export const ulElementSchema = elementSchema(UL_KIND, { style: z.enum(BULLET_STYLES).optional() });
/** A numbered list; `style` unset means decimal. @public */
export const olElementSchema = elementSchema(OL_KIND, { style: z.enum(NUMBER_STYLES).optional() });
/** A list item holding blocks. @public */
export const liElementSchema = elementSchema(LI_KIND, {});
/**
 * A description list of terms and definitions. `title` is what the description-list
 * editor shows (spec authoring §2); it is optional.
 * @public
 */
export const dlElementSchema = elementSchema(DL_KIND, { title: captionSchema.optional() });
/** A term of a description list. @public */
export const dtElementSchema = elementSchema(DT_KIND, {});
/** A definition of a description list. @public */
export const ddElementSchema = elementSchema(DD_KIND, {});

/** @public */
export type BulletedListElement = z.infer<typeof ulElementSchema>;
/** @public */
export type NumberedListElement = z.infer<typeof olElementSchema>;
/** @public */
export type ListItemElement = z.infer<typeof liElementSchema>;
/** @public */
export type DescriptionListElement = z.infer<typeof dlElementSchema>;
/** @public */
export type DescriptionTermElement = z.infer<typeof dtElementSchema>;
/** @public */
export type DescriptionDefinitionElement = z.infer<typeof ddElementSchema>;
