/** The fields of a page link (spec authoring §3). */
import { elementSchema, z } from '@quire/plugin-sdk';
import { PAGE_LINK_KIND } from './page-link-kinds.js';

/**
 * A block linking to another page of the course. `idref` is the page's resource id,
 * or its slug; `purpose` labels the link.
 * @public
 */
export const pageLinkElementSchema = elementSchema(PAGE_LINK_KIND, {
  idref: z.union([z.number(), z.string()]).optional(),
  purpose: z.string().optional(),
});

/** @public */
export type PageLinkElement = z.infer<typeof pageLinkElementSchema>;
