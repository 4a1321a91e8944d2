import type { AlignType, PhrasingContent, RootContent, Table, TableCell, TableRow } from 'mdast';
import { gfmTableFromMarkdown, gfmTableToMarkdown } from 'mdast-util-gfm-table';
import { gfmTable } from 'micromark-extension-gfm-table';
import { isText, type Descendant, type Element } from '@quire/plugin-sdk';
import {
  defineMarkdownConversion,
  type MarkdownConversion,
  type MarkdownElementWriter,
  type MarkdownNodeReader,
  type MarkdownWriteContext,
} from '@quire/plugin-sdk/authoring';
import { CELL_ALIGNMENTS, TABLE_KIND, TD_KIND, TH_KIND, TR_KIND } from '../common/table-kinds.js';

/** Cell fields the table conversion reads itself. */
const CELL_FIELDS = ['align', 'colspan', 'rowspan'];

function isElementOf(kinds: readonly string[]) {
  return (node: Descendant): node is Element => !isText(node) && kinds.includes(node.type);
}

/**
 * A GFM table: the first row is the header, a column has one alignment, a cell is one
 * line. What does not fit (merged cells, headers elsewhere, mixed alignment, blocks in
 * cells) is named as lost.
 */
const writeTable: MarkdownElementWriter = (table, context) => {
  context.noteFields(table);
  const rows = table.children.filter(isElementOf([TR_KIND]));
  if (rows.length === 0) return [];
  const cells = rows.map((row) => row.children.filter(isElementOf([TH_KIND, TD_KIND])));
  const columns = Math.max(...cells.map((row) => row.length));
  if (cells.some((row, r) => row.some((cell) => (cell.type === TH_KIND) !== (r === 0)))) {
    context.noteLoss('Table headers other than the whole first row (Markdown makes the first row the header)');
  }
  if (cells.flat().some((cell) => Number(cell.colspan ?? 1) > 1 || Number(cell.rowspan ?? 1) > 1)) context.noteLoss('Merged table cells');
  const align: AlignType[] = [];
  for (let c = 0; c < columns; c++) {
    const values = cells.map((row) => alignmentOf(row[c]));
    if (values.some((value) => value !== values[0])) context.noteLoss('Different alignments within one table column');
    align.push(values[0]);
  }
  const mdRows: TableRow[] = cells.map((row) => ({
    type: 'tableRow',
    children: Array.from({ length: columns }, (_, c): TableCell => ({ type: 'tableCell', children: row[c] ? writeCell(row[c], context) : [] })),
  }));
  const markdownTable: Table = { type: 'table', align, children: mdRows };
  return [markdownTable];
};

function writeCell(cell: Element, context: MarkdownWriteContext): PhrasingContent[] {
  context.noteFields(cell, CELL_FIELDS);
  if (cell.children.every((child) => context.isInline(child))) return oneLine(context.phrasing(cell.children));
  const blocks = cell.children.filter((child): child is Element => !isText(child));
  const written: RootContent[] = context.blocks(blocks);
  if (written.length > 1 || written.some((block) => block.type !== 'paragraph')) context.noteLoss('Table cells holding blocks');
  const parts = blocks.map((block) => context.phrasing(inlineLeaves(block, context)));
  return oneLine(parts.flatMap((part, i) => (i > 0 ? [{ type: 'text', value: ' ' } as PhrasingContent, ...part] : part)));
}

/** A table cell is one line of Markdown. */
function oneLine(content: PhrasingContent[]): PhrasingContent[] {
  return content.map((node) => (node.type === 'text' ? { ...node, value: node.value.replace(/\n/g, ' ') } : node));
}

function alignmentOf(cell: Element | undefined): AlignType {
  const align = cell?.align;
  return (CELL_ALIGNMENTS as readonly unknown[]).includes(align) ? (align as AlignType) : null;
}

/** The text leaves inside a block, for a cell that must become one line. */
function inlineLeaves(block: Element, context: MarkdownWriteContext): Descendant[] {
  return block.children.flatMap((child) => (context.isInline(child) ? [child] : inlineLeaves(child as Element, context)));
}

/** The first row holds the header cells; a column's alignment goes on each of its cells. */
const readTable: MarkdownNodeReader<'table'> = (node, context) => {
  const rows = node.children.map(
    (row, r): Element => ({
      type: TR_KIND,
      id: context.createId(),
      children: row.children.map((cell, c): Element => {
        const align = node.align?.[c];
        return { type: r === 0 ? TH_KIND : TD_KIND, id: context.createId(), ...(align ? { align } : {}), children: context.phrasing(cell.children) };
      }),
    }),
  );
  return [{ type: TABLE_KIND, id: context.createId(), children: rows }];
};

/** Tables as GFM tables. @public */
export const tableMarkdown: MarkdownConversion = defineMarkdownConversion({
  write: { [TABLE_KIND]: writeTable },
  read: { table: readTable },
  syntax: { parse: [gfmTable()], fromMarkdown: [gfmTableFromMarkdown()], toMarkdown: [gfmTableToMarkdown()] },
});
