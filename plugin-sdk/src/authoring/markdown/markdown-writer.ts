import type { PhrasingContent, RootContent } from 'mdast';
import { isText, type Descendant, type Element, type Text } from '@quire/core';
import type { MarkdownElementWriter, MarkdownMarkForm, MarkdownWriteContext } from './markdown-conversion.js';
import type { MarkdownVocabulary } from './markdown-vocabulary.js';

/** Fields every element has, which Markdown does not need to keep. */
const STRUCTURAL_FIELDS: readonly string[] = ['type', 'id', 'children'];

/**
 * Writes a document as a Markdown syntax tree through the plugins' element writers and
 * mark forms. What none of them expresses is named in `losses`: other marks, other
 * elements (their text is kept where they have any), fields the writers do not keep.
 */
export class MarkdownWriter implements MarkdownWriteContext {
  readonly losses = new Set<string>();
  /** Inside a dropped element its own parts (a definition list's terms) are not named again. */
  private dropping = 0;
  private readonly wrappingMarks: readonly MarkdownMarkForm[];
  private readonly codeMarks: ReadonlySet<string>;
  private readonly expressedMarks: ReadonlySet<string>;

  constructor(
    private readonly vocabulary: MarkdownVocabulary,
    private readonly writers: ReadonlyMap<string, MarkdownElementWriter>,
    marks: readonly MarkdownMarkForm[],
  ) {
    this.wrappingMarks = marks.filter((form) => form.node !== 'inlineCode');
    this.codeMarks = new Set(marks.filter((form) => form.node === 'inlineCode').map((form) => form.mark));
    this.expressedMarks = new Set(marks.map((form) => form.mark));
  }

  blocks(nodes: readonly Descendant[]): RootContent[] {
    return nodes.flatMap((node) => this.block(node));
  }

  phrasing(nodes: readonly Descendant[]): PhrasingContent[] {
    const leaves: Text[] = [];
    for (const node of nodes) this.collectLeaves(node, leaves);
    return this.wrapInMarks(leaves, this.wrappingMarks);
  }

  noteFields(element: Element, expressed: readonly string[] = []): void {
    for (const [field, value] of Object.entries(element)) {
      if (!STRUCTURAL_FIELDS.includes(field) && !expressed.includes(field) && value !== undefined) {
        this.losses.add(`${this.vocabulary.elementLabel(element.type)} ${field}`);
      }
    }
  }

  noteLoss(description: string): void {
    this.losses.add(description);
  }

  isInline(node: Descendant): boolean {
    return isText(node) || this.vocabulary.isInline(node.type);
  }

  private block(node: Descendant): RootContent[] {
    if (isText(node)) return [{ type: 'paragraph', children: this.phrasing([node]) }];
    const write = this.writers.get(node.type);
    return write ? write(node, this) : this.unexpressed(node);
  }

  /** An element Markdown has no form for: dropped, its text kept as paragraphs. */
  private unexpressed(node: Element): RootContent[] {
    this.noteDropped(node);
    if (this.vocabulary.isVoid(node.type)) return [];
    this.dropping++;
    try {
      if (node.children.every((child) => this.isInline(child))) {
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

  private collectLeaves(node: Descendant, leaves: Text[]): void {
    if (isText(node)) {
      for (const name of Object.keys(node)) {
        if (name !== 'text' && !this.expressedMarks.has(name)) this.losses.add(`${this.vocabulary.markLabel(name)} (mark)`);
      }
      leaves.push(node);
      return;
    }
    this.noteDropped(node);
    for (const child of node.children) this.collectLeaves(child, leaves);
  }

  /**
   * Nests leaves in strong and emphasis nodes: consecutive leaves sharing the outer mark
   * share one node, so `**a *b* c**` stays one bold run.
   */
  private wrapInMarks(leaves: readonly Text[], forms: readonly MarkdownMarkForm[]): PhrasingContent[] {
    if (forms.length === 0) return leaves.flatMap((leaf) => this.leafContent(leaf));
    const [form, ...inner] = forms;
    const out: PhrasingContent[] = [];
    let i = 0;
    while (i < leaves.length) {
      const marked = hasMark(leaves[i], form.mark);
      let j = i;
      while (j < leaves.length && hasMark(leaves[j], form.mark) === marked) j++;
      const content = this.wrapInMarks(leaves.slice(i, j), inner);
      out.push(...(marked && form.node !== 'inlineCode' ? attention(form.node, content) : content));
      i = j;
    }
    return out;
  }

  private leafContent(leaf: Text): PhrasingContent[] {
    if (leaf.text === '') return [];
    const code = [...this.codeMarks].some((mark) => hasMark(leaf, mark));
    return [code ? { type: 'inlineCode', value: leaf.text } : { type: 'text', value: leaf.text }];
  }
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

function hasMark(leaf: Text, mark: string): boolean {
  return (leaf as Readonly<Record<string, unknown>>)[mark] === true;
}
