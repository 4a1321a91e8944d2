import { defineElement, richFieldSlots, type ElementContribution } from '@quire/plugin-sdk';
import { CODE_KIND, CODE_LINE_KIND } from './code-kinds.js';
import { codeElementSchema, codeLineElementSchema } from './code-schemas.js';

/** A code block is a void block spaced apart from its neighbours; its caption may be rich content. @public */
export const codeElement: ElementContribution = defineElement({
  kind: CODE_KIND,
  structure: { kind: CODE_KIND, display: 'block', content: { type: 'void' }, spacedBlock: true },
  schema: codeElementSchema,
  slots: richFieldSlots({ nodeLists: ['caption'] }),
});
/** A legacy code line holds plain text and lives only in a code block; a stray one is unwrapped. @public */
export const codeLineElement: ElementContribution = defineElement({
  kind: CODE_LINE_KIND,
  structure: { kind: CODE_LINE_KIND, display: 'block', content: { type: 'text' }, parents: [CODE_KIND], orphan: 'unwrap' },
  schema: codeLineElementSchema,
});

/** In manifest order. @public */
export const CODE_ELEMENTS: readonly ElementContribution[] = [codeElement, codeLineElement];
