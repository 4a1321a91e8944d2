import { defineElement, isElement, richFieldSlots, type Element, type ElementContribution, type ElementNormalizeContext } from '@quire/plugin-sdk';
import { CODE_KIND, CODE_LINE_KIND } from './code-kinds.js';
import { CODE_MAX_LENGTH } from './code-limits.js';
import { codeElementSchema, codeLineElementSchema } from './code-schemas.js';
import { codeText } from './code-text.js';

/**
 * A legacy block keeps its source in `code_line` children, which a void block does not
 * keep: the lines become its `code` field before they go, so a save loses none of them.
 */
function moveLegacyLines(element: Element, context: ElementNormalizeContext): Element | undefined {
  if (typeof element.code === 'string' || !element.children.some((child) => isElement(child) && child.type === CODE_LINE_KIND)) return undefined;
  const code = codeText(element);
  if (code.length > CODE_MAX_LENGTH) context.report(`Cut a code block's ${code.length} characters of code lines to ${CODE_MAX_LENGTH}`);
  return { ...element, code: code.slice(0, CODE_MAX_LENGTH), children: [{ text: '' }] };
}

/** A code block is a void block spaced apart from its neighbours; its caption may be rich content. @public */
export const codeElement: ElementContribution = defineElement({
  kind: CODE_KIND,
  structure: { kind: CODE_KIND, display: 'block', content: { type: 'void' }, spacedBlock: true },
  schema: codeElementSchema,
  slots: richFieldSlots({ nodeLists: ['caption'] }),
  normalize: moveLegacyLines,
});
/** A legacy code line holds plain text and lives only in a code block; a stray one is unwrapped. @public */
export const codeLineElement: ElementContribution = defineElement({
  kind: CODE_LINE_KIND,
  structure: { kind: CODE_LINE_KIND, display: 'block', content: { type: 'text' }, parents: [CODE_KIND], orphan: 'unwrap' },
  schema: codeLineElementSchema,
});

/** In manifest order. @public */
export const CODE_ELEMENTS: readonly ElementContribution[] = [codeElement, codeLineElement];
