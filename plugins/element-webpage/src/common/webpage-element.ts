import { defineElement, richFieldSlots, type ElementContribution } from '@quire/plugin-sdk';
import { WEBPAGE_KIND } from './webpage-kind.js';
import { webpageElementSchema } from './webpage-schema.js';

/** An embedded web page is a void block; its rich caption is checked like children. @public */
export const webpageElement: ElementContribution = defineElement({
  kind: WEBPAGE_KIND,
  structure: { kind: WEBPAGE_KIND, display: 'block', content: { type: 'void' } },
  schema: webpageElementSchema,
  slots: richFieldSlots({ nodeLists: ['caption'] }),
});
