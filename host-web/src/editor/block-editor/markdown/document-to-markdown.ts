import type { AlignType, BlockContent, List, ListItem, PhrasingContent, Root, RootContent, Table, TableCell, TableRow } from 'mdast';
import { isText, type Descendant, type Element, type Text } from '@quire/core';
import type { MarkdownVocabulary } from './markdown-vocabulary.js';
import { printMarkdown } from './markdown-syntax.js';

/** The document as Markdown, and what Markdown could not hold (empty when nothing is lost). */
export interface MarkdownExport {
  readonly markdown: string;
  /** Author-readable names of what the Markdown drops, each once, in document order. */
  readonly losses: readonly string[];
}

const HEADING_DEPTHS: Readonly<Record<string, 1 | 2 | 3 | 4 | 5 | 6>> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };
/** The marks Markdown writes, outermost first; `code` becomes inline code inside them. */
const WRAPPING_MARKS = ['strong', 'em'] as const;
const EXPRESSED_MARKS: ReadonlySet<string> = new Set([...WRAPPING_MARKS, 'code']);
/** Fields every element has, which Markdown does not need to keep. */
const STRUCTURAL_FIELDS: ReadonlySet<string> = new Set(['type', 'id', 'children']);
/** Cell fields the table conversion reads itself. */
const CELL_FIELDS: ReadonlySet<string> = new Set([...STRUCTURAL_FIELDS, 'align', 'colspan', 'rowspan']);
const CELL_KINDS: ReadonlySet<string> = new Set(['th', 'td']);
const ALIGNMENTS: ReadonlySet<string> = new Set(['left', 'center', 'right']);

/**
 * Writes a document as Markdown: paragraphs, headings, bulleted and numbered lists,
 * quotes, tables (GFM) and the bold, italic and code marks. Everything else is named in
 * `losses`: other marks, other elements (their text is kept where they have any), element
 * fields such as a list's style, merged cells and table headers Markdown cannot place.
 */
export function documentToMarkdown(document: readonly Descendant[], vocabulary: MarkdownVocabulary): MarkdownExport {
  const writer = new MarkdownWriter(vocabulary);
  const tree: Root = { type: 'root', children: writer.blocks(document) };
  return { markdown: printMarkdown(tree), losses: [...writer.losses] };
}

class MarkdownWriter {
  readonly losses = new Set<string>();
  /** Inside a dropped element its own parts (a definition list's terms) are not named again. */
  private dropping = 0;

  constructor(private readonly vocabulary: MarkdownVocabulary) {}

  blocks(nodes: readonly Descendant[]): RootContent[] {
    return nodes.flatMap((node) => this.block(node));
  }

  private block(node: Descendant): RootContent[] {
    if (isText(node)) return [{ type: 'paragraph', children: this.phrasing([node]) }];
    const depth = HEADING_DEPTHS[node.type];
    if (node.type === 'p' || depth) {
      this.noteFields(node, STRUCTURAL_FIELDS);
      const children = this.phrasing(node.children);
      if (depth) return [{ type: 'heading', depth, children }];
      // An empty paragraph has no Markdown form: it would only leave a stray blank line.
      return children.length > 0 ? [{ type: 'paragraph', children }] : [];
    }
    if (node.type === 'blockquote') {
      this.noteFields(node, STRUCTURAL_FIELDS);
      return [{ type: 'blockquote', children: this.blocks(node.children) as BlockContent[] }];
    }
    if (node.type === 'ul' || node.type === 'ol') return [this.list(node)];
    if (node.type === 'table') return this.table(node);
    return this.unexpressed(node);
  }

  /** An element Markdown has no form for: dropped, its text kept as paragraphs. */
  private unexpressed(node: Element): RootContent[] {
    this.noteDropped(node);
    if (this.vocabulary.isVoid(node.type)) return [];
    this.dropping++;
    try {
      if (node.children.every((child) => this.isInlineNode(child))) {
        const children = this.phrasing(node.children);
        return children.length > 0 ? [{ type: 'paragraph', children }] : [];
      }
      return this.blocks(node.children);
    } finally {
      this.dropping--;
    }
  }

  private noteDropped(node: Element): void {
    if (this.dropping === 0) this.losses.add(this.vocabulary.elementLabel(node.type));
  }

  private list(node: Element): List {
    this.noteFields(node, STRUCTURAL_FIELDS);
    const items: ListItem[] = node.children.map((child) => {
      const isItem = !isText(child) && child.type === 'li';
      if (isItem) this.noteFields(child, STRUCTURAL_FIELDS);
      const children = this.blocks(isItem ? child.children : [child]) as BlockContent[];
      // Two blocks side by side (not a nested list) need a blank line between them.
      const spread = children.some((block, i) => i > 0 && block.type !== 'list');
      return { type: 'listItem', spread, children };
    });
    return { type: 'list', ordered: node.type === 'ol', spread: items.some((item) => item.spread), children: items };
  }

  private table(node: Element): RootContent[] {
    this.noteFields(node, STRUCTURAL_FIELDS);
    const rows = node.children.filter((row): row is Element => !isText(row) && row.type === 'tr');
    if (rows.length === 0) return [];
    const cells = rows.map((row) => row.children.filter((cell): cell is Element => !isText(cell) && CELL_KINDS.has(cell.type)));
    const columns = Math.max(...cells.map((row) => row.length));
    if (cells.some((row, r) => row.some((cell) => (cell.type === 'th') !== (r === 0)))) {
      this.losses.add('Table headers other than the whole first row (Markdown makes the first row the header)');
    }
    if (cells.flat().some((cell) => Number(cell.colspan ?? 1) > 1 || Number(cell.rowspan ?? 1) > 1)) this.losses.add('Merged table cells');
    const align: AlignType[] = [];
    for (let c = 0; c < columns; c++) {
      const values = cells.map((row) => alignmentOf(row[c]));
      if (values.some((value) => value !== values[0])) this.losses.add('Different alignments within one table column');
      align.push(values[0]);
    }
    const mdRows: TableRow[] = cells.map((row) => ({
      type: 'tableRow',
      children: Array.from({ length: columns }, (_, c): TableCell => ({ type: 'tableCell', children: row[c] ? this.cell(row[c]) : [] })),
    }));
    const table: Table = { type: 'table', align, children: mdRows };
    return [table];
  }

  private cell(cell: Element): PhrasingContent[] {
    this.noteFields(cell, CELL_FIELDS);
    if (cell.children.every((child) => this.isInlineNode(child))) return this.oneLine(this.phrasing(cell.children));
    const blocks = cell.children.filter((child): child is Element => !isText(child));
    if (blocks.length > 1 || blocks.some((block) => block.type !== 'p')) this.losses.add('Table cells holding blocks');
    const parts = blocks.map((block) => this.phrasing(inlineLeaves(block, this.vocabulary)));
    return this.oneLine(parts.flatMap((part, i) => (i > 0 ? [{ type: 'text', value: ' ' } as PhrasingContent, ...part] : part)));
  }

  /** A table cell is one line of Markdown. */
  private oneLine(content: PhrasingContent[]): PhrasingContent[] {
    return content.map((node) => (node.type === 'text' ? { ...node, value: node.value.replace(/\n/g, ' ') } : node));
  }

  private phrasing(nodes: readonly Descendant[]): PhrasingContent[] {
    const leaves: Text[] = [];
    for (const node of nodes) this.collectLeaves(node, leaves);
    return wrapInMarks(leaves, WRAPPING_MARKS);
  }

  private collectLeaves(node: Descendant, leaves: Text[]): void {
    if (isText(node)) {
      for (const name of Object.keys(node)) {
        if (name !== 'text' && !EXPRESSED_MARKS.has(name)) this.losses.add(`${this.vocabulary.markLabel(name)} (mark)`);
      }
      leaves.push(node);
      return;
    }
    this.noteDropped(node);
    for (const child of node.children) this.collectLeaves(child, leaves);
  }

  private isInlineNode(node: Descendant): boolean {
    return isText(node) || this.vocabulary.isInline(node.type);
  }

  private noteFields(node: Element, expressed: ReadonlySet<string>): void {
    for (const [field, value] of Object.entries(node)) {
      if (!expressed.has(field) && value !== undefined) this.losses.add(`${this.vocabulary.elementLabel(node.type)} ${field}`);
    }
  }
}

function alignmentOf(cell: Element | undefined): AlignType {
  const align = cell?.align;
  return typeof align === 'string' && ALIGNMENTS.has(align) ? (align as AlignType) : null;
}

/** The text leaves inside a block, for a cell that must become one line. */
function inlineLeaves(block: Element, vocabulary: MarkdownVocabulary): Descendant[] {
  return block.children.flatMap((child) => (isText(child) || vocabulary.isInline(child.type) ? [child] : inlineLeaves(child, vocabulary)));
}

/**
 * Nests leaves in strong and emphasis nodes: consecutive leaves sharing the outer mark
 * share one node, so `**a *b* c**` stays one bold run.
 */
function wrapInMarks(leaves: readonly Text[], marks: readonly (typeof WRAPPING_MARKS)[number][]): PhrasingContent[] {
  if (marks.length === 0) return leaves.flatMap(leafContent);
  const [mark, ...inner] = marks;
  const out: PhrasingContent[] = [];
  let i = 0;
  while (i < leaves.length) {
    const marked = leaves[i][mark] === true;
    let j = i;
    while (j < leaves.length && (leaves[j][mark] === true) === marked) j++;
    const content = wrapInMarks(leaves.slice(i, j), inner);
    out.push(...(marked ? attention(mark === 'strong' ? 'strong' : 'emphasis', content) : content));
    i = j;
  }
  return out;
}

function leafContent(leaf: Text): PhrasingContent[] {
  if (leaf.text === '') return [];
  return [leaf.code ? { type: 'inlineCode', value: leaf.text } : { type: 'text', value: leaf.text }];
}

/**
 * A strong or emphasis node. Markdown does not allow `** bold**`, so spaces at its edges
 * move outside it; a run of only spaces is left plain.
 */
function attention(type: 'strong' | 'emphasis', content: PhrasingContent[]): PhrasingContent[] {
  const children = [...content];
  let before = '';
  let after = '';
  const first = children[0];
  if (first?.type === 'text') {
    const [space, rest] = splitAt(first.value, first.value.length - first.value.trimStart().length);
    before = space;
    if (rest) children[0] = { ...first, value: rest };
    else children.shift();
  }
  const last = children[children.length - 1];
  if (last?.type === 'text') {
    const [rest, space] = splitAt(last.value, last.value.trimEnd().length);
    after = space;
    if (rest) children[children.length - 1] = { ...last, value: rest };
    else children.pop();
  }
  const out: PhrasingContent[] = [];
  if (before) out.push({ type: 'text', value: before });
  if (children.length > 0) out.push({ type, children } as PhrasingContent);
  if (after) out.push({ type: 'text', value: after });
  return out;
}

function splitAt(value: string, index: number): [string, string] {
  return [value.slice(0, index), value.slice(index)];
}
