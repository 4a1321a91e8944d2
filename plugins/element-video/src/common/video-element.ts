import { defineElement, videoElementSchema, type ElementContribution } from '@quire/plugin-sdk';
import { VIDEO_KIND } from './video-kinds.js';

/*
 * The structure comes from core's grammar: a void block (its content lives in fields).
 * The schema checks every source, caption track and poster address is safe; an empty
 * source list is legal while authoring (the 'Choose Video' placeholder).
 */

/** @public */
export const videoElement: ElementContribution = defineElement({ kind: VIDEO_KIND, schema: videoElementSchema });
