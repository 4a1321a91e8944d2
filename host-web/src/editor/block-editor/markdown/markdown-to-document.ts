import type { Nodes, PhrasingContent, RootContent, Table } from 'mdast';
import type { Element, Text } from '@quire/core';
import type { MarkdownVocabulary } from './markdown-vocabulary.js';
import { parseMarkdown } from './markdown-syntax.js';

type Marks = Readonly<Record<string, true>>;

/**
 * Reads Markdown back into editor blocks in normal form, every element with a new id:
 * paragraphs, headings, lists, quotes and GFM tables, with bold, italic and code marks.
 * What the editor has no Markdown form for keeps its text: a code block or raw HTML
 * becomes a paragraph, a link its text, an image its alternative text. Containers whose
 * kind no loaded plugin contributes give up their content.
 */
export function markdownToDocument(markdown: string, vocabulary: MarkdownVocabulary, createId: () => string): Element[] {
  const reader = new MarkdownReader(vocabulary, createId);
  const blocks = reader.blocks(parseMarkdown(markdown).children);
  return blocks.length > 0 ? blocks : [reader.paragraph([])];
}

class MarkdownReader {
  constructor(
    private readonly vocabulary: MarkdownVocabulary,
    private readonly createId: () => string,
  ) {}

  blocks(nodes: readonly RootContent[]): Element[] {
    return nodes.flatMap((node) => this.block(node));
  }

  paragraph(children: readonly Text[], kind = 'p'): Element {
    return { type: kind, id: this.createId(), children: tidyLeaves(children) };
  }

  private block(node: RootContent): Element[] {
    switch (node.type) {
      case 'paragraph':
        return [this.paragraph(this.inline(node.children, {}))];
      case 'heading': {
        const kind = `h${node.depth}`;
        return [this.paragraph(this.inline(node.children, {}), this.vocabulary.has(kind) ? kind : 'p')];
      }
      case 'blockquote':
        return this.container('blockquote', this.blocksOrParagraph(node.children));
      case 'list': {
        const kind = node.ordered ? 'ol' : 'ul';
        const items = node.children.flatMap((item) => this.container('li', this.blocksOrParagraph(item.children)));
        return this.vocabulary.has('li') ? this.container(kind, items) : items;
      }
      case 'table':
        return this.table(node);
      case 'code':
      case 'html':
        return [this.paragraph([{ text: node.value }])];
      case 'thematicBreak':
      case 'definition':
      case 'footnoteDefinition':
      case 'yaml':
        return [];
      default:
        return 'children' in node ? this.blocks(node.children as RootContent[]) : [];
    }
  }

  /** An element of `kind` around `children`, or the children alone when the kind is not loaded. */
  private container(kind: string, children: Element[]): Element[] {
    return this.vocabulary.has(kind) ? [{ type: kind, id: this.createId(), children }] : children;
  }

  private blocksOrParagraph(nodes: readonly RootContent[]): Element[] {
    const blocks = this.blocks(nodes);
    return blocks.length > 0 ? blocks : [this.paragraph([])];
  }

  /** The first row holds the header cells; a column's alignment goes on each of its cells. */
  private table(node: Table): Element[] {
    const contents = node.children.map((row) => row.children.map((cell) => tidyLeaves(this.inline(cell.children, {}))));
    if (!this.vocabulary.has('table')) return contents.flat().map((leaves) => this.paragraph(leaves));
    const rows = contents.map(
      (row, r): Element => ({
        type: 'tr',
        id: this.createId(),
        children: row.map((children, c): Element => {
          const align = node.align?.[c];
          return { type: r === 0 ? 'th' : 'td', id: this.createId(), ...(align ? { align } : {}), children };
        }),
      }),
    );
    return [{ type: 'table', id: this.createId(), children: rows }];
  }

  private inline(nodes: readonly PhrasingContent[], marks: Marks): Text[] {
    return nodes.flatMap((node) => this.inlineNode(node, marks));
  }

  private inlineNode(node: PhrasingContent, marks: Marks): Text[] {
    switch (node.type) {
      case 'text':
      case 'html':
        return [leaf(node.value, marks)];
      case 'strong':
        return this.inline(node.children, { ...marks, strong: true });
      case 'emphasis':
        return this.inline(node.children, { ...marks, em: true });
      case 'inlineCode':
        return [leaf(node.value, { ...marks, code: true })];
      case 'break':
        return [leaf('\n', marks)];
      case 'image':
      case 'imageReference':
        return node.alt ? [leaf(node.alt, marks)] : [];
      default:
        return 'children' in node ? this.inline((node as Extract<Nodes, { children: PhrasingContent[] }>).children, marks) : [];
    }
  }
}

function leaf(text: string, marks: Marks): Text {
  return { text, ...marks } as Text;
}

/** Joins neighbouring leaves with the same marks and drops empty ones; never leaves none. */
function tidyLeaves(leaves: readonly Text[]): Text[] {
  const out: Text[] = [];
  for (const node of leaves) {
    const previous = out[out.length - 1];
    if (node.text === '') continue;
    if (previous && sameMarks(previous, node)) {
      out[out.length - 1] = { ...previous, text: previous.text + node.text };
    } else {
      out.push(node);
    }
  }
  return out.length > 0 ? out : [{ text: '' }];
}

function sameMarks(a: Text, b: Text): boolean {
  const keys = (t: Text) => Object.keys(t).filter((k) => k !== 'text').sort().join();
  return keys(a) === keys(b);
}
