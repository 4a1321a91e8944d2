import type { Descendant } from '@quire/plugin-sdk';
import type { PasteRule } from '@quire/plugin-sdk/authoring';
import { HEADING_KINDS } from '../common/text-kinds.js';
import { wrapInlineRuns } from '@quire/plugin-sdk/authoring';

const INLINE_BLOCK_TAGS: ReadonlySet<string> = new Set(['p', ...HEADING_KINDS]);

function orEmptyText(children: Descendant[]): Descendant[] {
  return children.length > 0 ? children : [{ text: '' }];
}

/** `<p>` and `<h1>`…`<h6>` become the element of the same name. @public */
export const pasteParagraphOrHeading: PasteRule = (element, convertChildren, createId) => {
  const tag = element.tagName.toLowerCase();
  if (!INLINE_BLOCK_TAGS.has(tag)) return undefined;
  return { type: tag, id: createId(), children: orEmptyText(convertChildren()) };
};

/** `<blockquote>` becomes a blockquote; loose text inside it goes into paragraphs. @public */
export const pasteBlockquote: PasteRule = (element, convertChildren, createId, structures) => {
  if (element.tagName.toLowerCase() !== 'blockquote') return undefined;
  return { type: 'blockquote', id: createId(), children: wrapInlineRuns(convertChildren(), createId, structures) };
};

/**
 * `<div>` is not a kind of ours: its inline runs become paragraphs and the blocks inside
 * it are kept, so `<div>a</div>` pastes as a paragraph and a wrapper div disappears.
 * @public
 */
export const pasteDiv: PasteRule = (element, convertChildren, createId, structures) => {
  if (element.tagName.toLowerCase() !== 'div') return undefined;
  return wrapInlineRuns(convertChildren(), createId, structures);
};

/** Every paste rule of this plugin. @public */
export const TEXT_PASTE_RULES: readonly PasteRule[] = [pasteParagraphOrHeading, pasteBlockquote, pasteDiv];
