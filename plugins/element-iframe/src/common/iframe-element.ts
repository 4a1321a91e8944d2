import { defineElement, iframeElementSchema, type ElementContribution } from '@quire/plugin-sdk';
import { IFRAME_KIND } from './iframe-kind.js';

/*
 * The structure comes from core's grammar: a void block, spaced from its neighbours by a
 * paragraph. The schema requires a safe `src` and allows `width`, `height` and `caption`.
 */

/** @public */
export const iframeElement: ElementContribution = defineElement({ kind: IFRAME_KIND, schema: iframeElementSchema });
