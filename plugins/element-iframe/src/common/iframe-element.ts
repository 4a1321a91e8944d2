import { defineElement, richFieldSlots, type ElementContribution } from '@quire/plugin-sdk';
import { IFRAME_KIND } from './iframe-kind.js';
import { iframeElementSchema } from './iframe-schema.js';

/** An embedded frame is a void block, spaced from its neighbours by a paragraph; its rich caption is checked like children. @public */
export const iframeElement: ElementContribution = defineElement({
  kind: IFRAME_KIND,
  structure: { kind: IFRAME_KIND, display: 'block', content: { type: 'void' }, spacedBlock: true },
  schema: iframeElementSchema,
  slots: richFieldSlots({ nodeLists: ['caption'] }),
});
