import type { Nodes, Paragraph, PhrasingContent, RootContent } from 'mdast';
import { phrasing as isPhrasing } from 'mdast-util-phrasing';
import type { Element, Text } from '@quire/core';
import type { MarkdownNodeReader, MarkdownReadContext } from './markdown-conversion.js';

type Marks = Readonly<Record<string, true>>;
type AnyNodeReader = MarkdownNodeReader<RootContent['type']>;

/**
 * Reads a Markdown syntax tree into elements through the plugins' node readers, every
 * element with a new id. What no reader takes keeps its text: a code block or raw HTML
 * is read as a paragraph, a link as its text, an image as its alternative text, and a
 * container's content stands on its own.
 */
export class MarkdownReader implements MarkdownReadContext {
  constructor(
    private readonly readers: ReadonlyMap<string, AnyNodeReader>,
    /** Markdown mark node (strong, emphasis, inlineCode) → the mark it sets. */
    private readonly marks: ReadonlyMap<string, string>,
    readonly createId: () => string,
  ) {}

  blocks(nodes: readonly RootContent[]): Element[] {
    return nodes.flatMap((node) => this.block(node));
  }

  blocksOrParagraph(nodes: readonly RootContent[]): Element[] {
    const blocks = this.blocks(nodes);
    return blocks.length > 0 ? blocks : this.block({ type: 'paragraph', children: [] });
  }

  phrasing(nodes: readonly PhrasingContent[]): Text[] {
    return tidyLeaves(this.inline(nodes, {}));
  }

  private block(node: RootContent): Element[] {
    const read = this.readers.get(node.type);
    if (read) return read(node, this);
    switch (node.type) {
      case 'paragraph':
        return [];
      case 'code':
      case 'html':
        return this.asParagraph([{ type: 'text', value: node.value }]);
      case 'thematicBreak':
      case 'definition':
      case 'footnoteDefinition':
      case 'yaml':
        return [];
      default:
        if (!('children' in node)) return [];
        // A container of inline content (a table cell with no table to hold it) is a paragraph.
        if (node.children.every((child) => isPhrasing(child))) return this.asParagraph(node.children as PhrasingContent[]);
        return this.blocks(node.children as RootContent[]);
    }
  }

  private asParagraph(children: PhrasingContent[]): Element[] {
    const paragraph: Paragraph = { type: 'paragraph', children };
    return this.readers.has('paragraph') ? this.block(paragraph) : [];
  }

  private inline(nodes: readonly PhrasingContent[], marks: Marks): Text[] {
    return nodes.flatMap((node) => this.inlineNode(node, marks));
  }

  private inlineNode(node: PhrasingContent, marks: Marks): Text[] {
    const mark = this.marks.get(node.type);
    const inner = mark ? { ...marks, [mark]: true as const } : marks;
    switch (node.type) {
      case 'text':
      case 'html':
        return [leaf(node.value, marks)];
      case 'inlineCode':
        return [leaf(node.value, inner)];
      case 'break':
        return [leaf('\n', marks)];
      case 'image':
      case 'imageReference':
        return node.alt ? [leaf(node.alt, marks)] : [];
      default:
        return 'children' in node ? this.inline((node as Extract<Nodes, { children: PhrasingContent[] }>).children, inner) : [];
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
