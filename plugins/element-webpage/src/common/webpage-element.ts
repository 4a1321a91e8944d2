import { defineElement, webpageElementSchema, type ElementContribution } from '@quire/plugin-sdk';
import { WEBPAGE_KIND } from './webpage-kind.js';

/*
 * The structure comes from core's grammar: a void block. The schema requires a safe `src`
 * and allows `srcType` (url or media_library), `alt`, `width`, `height` and `caption`.
 */

/** @public */
export const webpageElement: ElementContribution = defineElement({ kind: WEBPAGE_KIND, schema: webpageElementSchema });
