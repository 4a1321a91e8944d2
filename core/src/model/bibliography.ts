/** Bibliography entries and the reference list of a page (spec authoring §3, §9). */
import { z } from 'zod';
import { cslItemSchema } from './csl-item.js';
import { entityIdSchema } from './entity-id.js';

/** Entries per page of the bibliography list. @public */
export const BIBLIOGRAPHY_PAGE_SIZE = 10;

/** A bibliography entry: one or more CSL records under `content.data`. @public */
export const bibEntrySchema = z.object({
  id: entityIdSchema,
  slug: z.string().min(1),
  title: z.string().optional(),
  content: z.object({ data: z.array(cslItemSchema) }),
  note: z.string().optional(),
});
/** @public */
export type BibEntry = z.infer<typeof bibEntrySchema>;

/** An entry cited on a page, with its number in the page's reference list. @public */
export const referenceListItemSchema = z.object({
  slug: z.string().min(1),
  ordinal: z.number().int().positive(),
});
/** @public */
export type ReferenceListItem = z.infer<typeof referenceListItemSchema>;
