import { defineElement, linkElementSchema, type ElementContribution } from '@quire/plugin-sdk';
import { LINK_KIND } from './link-kinds.js';

/*
 * The structure comes from core's grammar: an inline holding text, removed when empty,
 * never inside another link. The schema requires a safe `href` and allows `linkType`
 * (page, url, media_library) and `target`.
 */

/** @public */
export const linkElement: ElementContribution = defineElement({ kind: LINK_KIND, schema: linkElementSchema });
