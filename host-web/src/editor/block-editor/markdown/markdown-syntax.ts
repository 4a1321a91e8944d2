import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmTableFromMarkdown, gfmTableToMarkdown } from 'mdast-util-gfm-table';
import { toMarkdown } from 'mdast-util-to-markdown';
import { gfmTable } from 'micromark-extension-gfm-table';

/** Markdown text from a syntax tree: CommonMark plus GFM tables, `-` bullets, `*` emphasis. */
export function printMarkdown(tree: Root): string {
  return toMarkdown(tree, { extensions: [gfmTableToMarkdown()], bullet: '-', emphasis: '*', strong: '*', fences: true });
}

/** The syntax tree of Markdown text: CommonMark plus GFM tables. */
export function parseMarkdown(text: string): Root {
  return fromMarkdown(text, { extensions: [gfmTable()], mdastExtensions: [gfmTableFromMarkdown()] });
}
