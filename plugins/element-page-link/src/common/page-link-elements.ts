import { defineElement, type ElementContribution } from '@quire/plugin-sdk';
import { PAGE_LINK_KIND } from './page-link-kinds.js';
import { pageLinkElementSchema } from './page-link-schema.js';

/** A page link is a void block. @public */
export const pageLinkElement: ElementContribution = defineElement({
  kind: PAGE_LINK_KIND,
  structure: { kind: PAGE_LINK_KIND, display: 'block', content: { type: 'void' } },
  schema: pageLinkElementSchema,
});

/** In manifest order. @public */
export const PAGE_LINK_ELEMENTS: readonly ElementContribution[] = [pageLinkElement];
