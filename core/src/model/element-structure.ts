/**
 * The content grammar of spec authoring §4/§5 as each kind states it: whether the kind is
 * a block or an inline, what its children may be, where structural kinds may live, and
 * the normalisation traits the spec names. Each plugin gives the structure of its kinds
 * (`ElementContribution.structure`); the normaliser, the editor and the server read them
 * through the element registry, so nesting is decided once.
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
