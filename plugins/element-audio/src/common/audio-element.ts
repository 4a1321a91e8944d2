import { audioElementSchema, defineElement, type ElementContribution } from '@quire/plugin-sdk';
import { AUDIO_KIND } from './audio-kinds.js';

/*
 * The structure comes from core's grammar: a void block, spaced (a paragraph goes between
 * two adjacent audio clips). The schema checks the address is safe; an audio clip without
 * one is legal while authoring.
 */

/** @public */
export const audioElement: ElementContribution = defineElement({ kind: AUDIO_KIND, schema: audioElementSchema });
