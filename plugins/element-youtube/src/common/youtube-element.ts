import { defineElement, youtubeElementSchema, type ElementContribution } from '@quire/plugin-sdk';
import { YOUTUBE_KIND } from './youtube-kind.js';

/*
 * The structure comes from core's grammar: a void block, spaced from its neighbours by a
 * paragraph. The schema keeps the video id in `src` (not a URL) with `alt`, `width`,
 * `startTime` and `endTime` in seconds, and `caption`.
 */

/** @public */
export const youtubeElement: ElementContribution = defineElement({ kind: YOUTUBE_KIND, schema: youtubeElementSchema });
