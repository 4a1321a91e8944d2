import { defineElement, richFieldSlots, type ElementContribution } from '@quire/plugin-sdk';
import { YOUTUBE_KIND } from './youtube-kind.js';
import { youtubeElementSchema } from './youtube-schema.js';

/** A YouTube video is a void block, spaced from its neighbours by a paragraph; its rich caption is checked like children. @public */
export const youtubeElement: ElementContribution = defineElement({
  kind: YOUTUBE_KIND,
  structure: { kind: YOUTUBE_KIND, display: 'block', content: { type: 'void' }, spacedBlock: true },
  schema: youtubeElementSchema,
  slots: richFieldSlots({ nodeLists: ['caption'] }),
  // The player records learning events and answers commands: it hydrates on learner pages.
  interactive: true,
});
