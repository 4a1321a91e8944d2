/** List kinds (spec authoring §3): ul, ol, li and the description list dl, dt, dd. */
import { z } from 'zod';
import { captionSchema, elementSchema } from './element-schema.js';

/** @public */
export const UL_KIND = 'ul';
/** @public */
export const OL_KIND = 'ol';
/** @public */
export const LI_KIND = 'li';
/** @public */
export const DL_KIND = 'dl';
/** @public */
export const DT_KIND = 'dt';
/** @public */
export const DD_KIND = 'dd';

/** Marker styles of a bulleted list (`ul.style`). @public */
export const BULLET_STYLES = ['none', 'disc', 'circle', 'square'] as const;
/** @public */
export type BulletStyle = (typeof BULLET_STYLES)[number];

/** Numbering styles of a numbered list (`ol.style`). @public */
export const NUMBER_STYLES = [
  'decimal',
  'decimal-leading-zero',
  'lower-roman',
  'upper-roman',
  'lower-alpha',
  'upper-alpha',
  'lower-latin',
  'upper-latin',
] as const;
/** @public */
export type NumberStyle = (typeof NUMBER_STYLES)[number];

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
