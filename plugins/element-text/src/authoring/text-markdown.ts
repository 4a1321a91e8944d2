import type { BlockContent } from 'mdast';
import { defineMarkdownConversion, type MarkdownConversion, type MarkdownElementWriter } from '@quire/plugin-sdk/authoring';
import { BLOCKQUOTE_KIND, HEADING_KINDS, PARAGRAPH_KIND } from '../common/text-kinds.js';

const writeParagraph: MarkdownElementWriter = (element, context) => {
  context.noteFields(element);
  const children = context.phrasing(element.children);
  // An empty paragraph has no Markdown form: it would only leave a stray blank line.
  return children.length > 0 ? [{ type: 'paragraph', children }] : [];
};

function headingWriter(depth: 1 | 2 | 3 | 4 | 5 | 6): MarkdownElementWriter {
  return (element, context) => {
    context.noteFields(element);
    return [{ type: 'heading', depth, children: context.phrasing(element.children) }];
  };
}

const writeQuote: MarkdownElementWriter = (element, context) => {
  context.noteFields(element);
  return [{ type: 'blockquote', children: context.blocks(element.children) as BlockContent[] }];
};

/** Paragraphs, headings h1 to h6 and quotes as Markdown. @public */
export const textMarkdown: MarkdownConversion = defineMarkdownConversion({
  write: {
    [PARAGRAPH_KIND]: writeParagraph,
    ...Object.fromEntries(HEADING_KINDS.map((kind, i) => [kind, headingWriter((i + 1) as 1 | 2 | 3 | 4 | 5 | 6)])),
    [BLOCKQUOTE_KIND]: writeQuote,
  },
  read: {
    paragraph: (node, context) => [{ type: PARAGRAPH_KIND, id: context.createId(), children: context.phrasing(node.children) }],
    heading: (node, context) => [{ type: HEADING_KINDS[node.depth - 1], id: context.createId(), children: context.phrasing(node.children) }],
    blockquote: (node, context) => [{ type: BLOCKQUOTE_KIND, id: context.createId(), children: context.blocksOrParagraph(node.children) }],
  },
});
