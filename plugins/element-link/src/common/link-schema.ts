/** The fields of a link (spec authoring §3). */
import { elementSchema, safeUrlSchema, z } from '@quire/plugin-sdk';
import { LINK_KIND } from './link-kinds.js';

/** What a link points at. @public */
export const LINK_TYPES = ['page', 'url', 'media_library'] as const;

/** A link. `href` is essential: a link without one is meaningless. @public */
export const linkElementSchema = elementSchema(LINK_KIND, {
  href: safeUrlSchema,
  linkType: z.enum(LINK_TYPES).optional(),
  target: z.string().optional(),
});

/** @public */
export type LinkElement = z.infer<typeof linkElementSchema>;
