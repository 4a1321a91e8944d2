import { defineElement, pageLinkElementSchema, type ElementContribution } from '@quire/plugin-sdk';
import { PAGE_LINK_KIND } from './page-link-kinds.js';

// The structure of each kind is the spec grammar's (authoring §4, §5), which defineElement
// takes for a kind of the specification.

/** @public */
export const pageLinkElement: ElementContribution = defineElement({ kind: PAGE_LINK_KIND, schema: pageLinkElementSchema });

/** In manifest order. @public */
export const PAGE_LINK_ELEMENTS: readonly ElementContribution[] = [pageLinkElement];
