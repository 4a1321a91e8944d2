import { defineElement, richFieldSlots, type ElementContribution } from '@quire/plugin-sdk';
import { AUDIO_KIND } from './audio-kinds.js';
import { audioElementSchema } from './audio-schema.js';

/**
 * An audio clip is a void block, spaced (a paragraph goes between two adjacent clips); its
 * rich caption is checked like children.
 * @public
 */
export const audioElement: ElementContribution = defineElement({
  kind: AUDIO_KIND,
  structure: { kind: AUDIO_KIND, display: 'block', content: { type: 'void' }, spacedBlock: true },
  schema: audioElementSchema,
  slots: richFieldSlots({ nodeLists: ['caption'] }),
});
