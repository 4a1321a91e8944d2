import type { Descendant } from '@quire/plugin-sdk';
import type { PasteRule } from '@quire/plugin-sdk/authoring';
import { dropWhitespaceText } from '@quire/plugin-sdk/authoring';
import { pastedListStyle } from '../common/list-style.js';
import { wrapInlineRuns } from '@quire/plugin-sdk/authoring';

/**
 * `<ul>` and `<ol>` keep their items and their marker style. The whitespace between
 * items is dropped; an empty list pastes as nothing.
 * @public
 */
export const pasteList: PasteRule = (element, convertChildren, createId) => {
  const tag = element.tagName.toLowerCase();
  if (tag !== 'ul' && tag !== 'ol') return undefined;
  const children = dropWhitespaceText(convertChildren());
  if (children.length === 0) return [];
  const style = pastedListStyle(tag, element.getAttribute('style'), element.getAttribute('type'));
  return style === undefined ? { type: tag, id: createId(), children } : { type: tag, id: createId(), style, children };
};

/** `<li>` holds blocks: its inline content goes into a paragraph, nested lists stay. @public */
export const pasteListItem: PasteRule = (element, convertChildren, createId, structures) => {
  if (element.tagName.toLowerCase() !== 'li') return undefined;
  return { type: 'li', id: createId(), children: wrapInlineRuns(convertChildren(), createId, structures) };
};

/** `<dl>` keeps its terms and definitions; an empty one pastes as nothing. @public */
export const pasteDescriptionList: PasteRule = (element, convertChildren, createId) => {
  if (element.tagName.toLowerCase() !== 'dl') return undefined;
  const children = dropWhitespaceText(convertChildren());
  return children.length === 0 ? [] : { type: 'dl', id: createId(), children };
};

function orEmptyText(children: Descendant[]): Descendant[] {
  return children.length > 0 ? children : [{ text: '' }];
}

/** `<dt>` and `<dd>` hold inline content. @public */
export const pasteTermOrDefinition: PasteRule = (element, convertChildren, createId) => {
  const tag = element.tagName.toLowerCase();
  if (tag !== 'dt' && tag !== 'dd') return undefined;
  return { type: tag, id: createId(), children: orEmptyText(convertChildren()) };
};

/** Every paste rule of this plugin. @public */
export const LIST_PASTE_RULES: readonly PasteRule[] = [pasteList, pasteListItem, pasteDescriptionList, pasteTermOrDefinition];
