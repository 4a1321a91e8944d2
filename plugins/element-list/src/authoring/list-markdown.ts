import type { BlockContent, List, ListItem } from 'mdast';
import { defineMarkdownConversion, type MarkdownConversion, type MarkdownElementWriter } from '@quire/plugin-sdk/authoring';
import { isText } from '@quire/plugin-sdk';
import { LI_KIND, OL_KIND, UL_KIND } from '../common/list-kinds.js';

/** A bulleted or numbered list; anything in it that is not an item is written as one. */
const writeList: MarkdownElementWriter = (element, context) => {
  context.noteFields(element);
  const items: ListItem[] = element.children.map((child) => {
    const isItem = !isText(child) && child.type === LI_KIND;
    if (isItem) context.noteFields(child);
    const children = context.blocks(isItem ? child.children : [child]) as BlockContent[];
    // Two blocks side by side (not a nested list) need a blank line between them.
    const spread = children.some((block, i) => i > 0 && block.type !== 'list');
    return { type: 'listItem', spread, children };
  });
  const list: List = { type: 'list', ordered: element.type === OL_KIND, spread: items.some((item) => item.spread), children: items };
  return [list];
};

/** Bulleted and numbered lists, nested, as Markdown; definition lists have no Markdown form. @public */
export const listMarkdown: MarkdownConversion = defineMarkdownConversion({
  write: { [UL_KIND]: writeList, [OL_KIND]: writeList },
  read: {
    list: (node, context) => [
      {
        type: node.ordered ? OL_KIND : UL_KIND,
        id: context.createId(),
        children: node.children.map((item) => ({ type: LI_KIND, id: context.createId(), children: context.blocksOrParagraph(item.children) })),
      },
    ],
  },
});
