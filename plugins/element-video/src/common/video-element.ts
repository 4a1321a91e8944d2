import { defineElement, type ElementContribution } from '@quire/plugin-sdk';
import { VIDEO_KIND } from './video-kinds.js';
import { videoElementSchema } from './video-schema.js';

/**
 * A video is a void block (its content lives in fields). The schema checks every source,
 * caption track and poster address is safe; an empty source list is legal while authoring
 * (the 'Choose Video' placeholder).
 * @public
 */
export const videoElement: ElementContribution = defineElement({
  kind: VIDEO_KIND,
  structure: { kind: VIDEO_KIND, display: 'block', content: { type: 'void' } },
  schema: videoElementSchema,
  // The player records learning events and answers commands: it hydrates on learner pages.
  interactive: true,
});
