/**
 * The content grammar of spec authoring §4/§5, one entry per element kind: whether the
 * kind is a block or an inline, what its children may be, where structural kinds may
 * live, and the normalisation traits the spec names. The normaliser, the editor and the
 * server all read this table through the element registry, so nesting is decided once.
 */

/** What an element's `children` may hold. @public */
export type ElementContent =
  /** Text and inline elements. */
  | { readonly type: 'inline' }
  /** Plain text only; inline elements inside are unwrapped. */
  | { readonly type: 'text' }
  /** Flow blocks; a run of inline content gets a default text block around it. */
  | { readonly type: 'blocks' }
  /** All inline content or all blocks (table cells); a mixed list wraps its inline runs. */
  | { readonly type: 'inline-or-blocks' }
  /** Only the listed kinds; anything else is wrapped in `wrapIn`. */
  | { readonly type: 'children'; readonly allowed: readonly string[]; readonly wrapIn: string }
  /** A void element: its content lives in fields; children is one empty text. */
  | { readonly type: 'void' };

/** @public */
export interface ElementStructure {
  readonly kind: string;
  readonly display: 'block' | 'inline';
  readonly content: ElementContent;
  /** A structural kind lives only inside these parents. */
  readonly parents?: readonly string[];
  /** What happens to a structural kind found outside its parents. */
  readonly orphan?: { readonly wrapIn: string } | 'unwrap';
  /** Kinds that may not appear anywhere inside this element. */
  readonly excludesDescendants?: readonly string[];
  /** A paragraph is inserted between two adjacent blocks that both have this trait. */
  readonly spacedBlock?: boolean;
  /** Removed when it holds no text and no void element, unless the cursor is inside. */
  readonly removeWhenEmpty?: boolean;
  /**
   * The default text block (spec authoring §5 calls it the paragraph): a run of inline
   * content among blocks is wrapped in it, and an empty document or rich-text field holds
   * one. At most one installed kind has this trait.
   */
  readonly defaultTextBlock?: boolean;
  /**
   * A document may start and end with this kind (spec authoring §5: a paragraph or
   * heading); a document that starts or ends with another block gets a default text block
   * before or after it.
   */
  readonly documentEdge?: boolean;
}

const inline = { type: 'inline' } as const;
const blocks = { type: 'blocks' } as const;
const voidContent = { type: 'void' } as const;

function voidBlock(kind: string, spacedBlock = false): ElementStructure {
  return spacedBlock
    ? { kind, display: 'block', content: voidContent, spacedBlock }
    : { kind, display: 'block', content: voidContent };
}

function inlineElement(kind: string, extra: Partial<ElementStructure> = {}): ElementStructure {
  return { kind, display: 'inline', content: inline, excludesDescendants: [kind], ...extra };
}

function voidInline(kind: string): ElementStructure {
  return { kind, display: 'inline', content: voidContent };
}

const cellContent = { type: 'inline-or-blocks' } as const;

/**
 * The structure of every element kind of the specification (authoring §3, delivery §3).
 * @public
 */
export const ELEMENT_STRUCTURES: readonly ElementStructure[] = [
  // The cell of a conjugation table, whose rows are the table plugin's.
  { kind: 'tc', display: 'block', content: cellContent, parents: ['tr'], orphan: { wrapIn: 'tr' } },
  voidBlock('img', true),
  voidBlock('youtube', true),
  voidBlock('video'),
  voidBlock('audio', true),
  voidBlock('iframe', true),
  voidBlock('webpage'),
  voidBlock('code', true),
  voidBlock('ecl'),
  voidBlock('formula'),
  voidBlock('definition', true),
  voidBlock('dialog', true),
  voidBlock('conjugation'),
  voidBlock('page_link'),
  voidBlock('trigger'),
  {
    kind: 'callout',
    display: 'block',
    content: blocks,
    excludesDescendants: ['callout', 'figure', 'definition'],
    spacedBlock: true,
    removeWhenEmpty: true,
  },
  { kind: 'figure', display: 'block', content: blocks, spacedBlock: true },
  {
    kind: 'math',
    display: 'block',
    content: { type: 'children', allowed: ['math_line'], wrapIn: 'math_line' },
  },
  { kind: 'math_line', display: 'block', content: { type: 'text' }, parents: ['math'], orphan: 'unwrap' },
  { kind: 'code_line', display: 'block', content: { type: 'text' }, parents: ['code'], orphan: 'unwrap' },
  { kind: 'dialog_line', display: 'block', content: blocks, parents: ['dialog'], orphan: 'unwrap' },
  inlineElement('a', { removeWhenEmpty: true, excludesDescendants: ['a', 'command_button'] }),
  inlineElement('cite'),
  inlineElement('popup'),
  inlineElement('command_button'),
  inlineElement('callout_inline', { removeWhenEmpty: true }),
  inlineElement('foreign', { removeWhenEmpty: true }),
  voidInline('img_inline'),
  voidInline('formula_inline'),
  voidInline('input_ref'),
];

/** Every element kind of the specification, in the order of `ELEMENT_STRUCTURES`. @public */
export const ELEMENT_KINDS: readonly string[] = ELEMENT_STRUCTURES.map((s) => s.kind);

const byKind = new Map(ELEMENT_STRUCTURES.map((s) => [s.kind, s]));

/** The built-in structure of a spec kind, for plugins that contribute that kind. @public */
export function elementStructure(kind: string): ElementStructure {
  const structure = byKind.get(kind);
  if (!structure) throw new Error(`Unknown element kind '${kind}'`);
  return structure;
}
