/** The fields of a page link (spec authoring §3). */
import { elementSchema, z } from '@quire/plugin-sdk';
import { MAX_PAGE_ID, MAX_PAGE_SLUG_LENGTH, MAX_PAGE_TITLE_LENGTH, MAX_PURPOSE_LENGTH, PAGE_LINK_KIND } from './page-link-kinds.js';

/**
 * A block linking to another page of the course. `idref` is the page's resource id (what
 * the editor stores), or its slug (older content); `purpose` says what the link is for;
 * `title` is the page's title when the author chose it, shown should the page be gone.
 * @public
 */
export const pageLinkElementSchema = elementSchema(PAGE_LINK_KIND, {
  idref: z
    .union([
      z.number().int().min(1, 'A page link names a page by its id').max(MAX_PAGE_ID, 'A page link names a page by its id'),
      z.string().trim().min(1, 'A page link names a page by its slug').max(MAX_PAGE_SLUG_LENGTH, `A page slug has at most ${MAX_PAGE_SLUG_LENGTH} characters`),
    ])
    .optional(),
  purpose: z.string().max(MAX_PURPOSE_LENGTH, `A page link purpose has at most ${MAX_PURPOSE_LENGTH} characters`).optional(),
  title: z.string().max(MAX_PAGE_TITLE_LENGTH, `A page title has at most ${MAX_PAGE_TITLE_LENGTH} characters`).optional(),
});

/** @public */
export type PageLinkElement = z.infer<typeof pageLinkElementSchema>;
