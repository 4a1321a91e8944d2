import type { Descendant, Path } from '../model/node.js';
import type { CompiledGrammar, CompiledKind } from './compiled-grammar.js';
import type { IdSet } from './id-set.js';

/** What one normalisation pass shares while it walks a document. */
export interface PassState {
  readonly grammar: CompiledGrammar;
  readonly seenIds: IdSet;
  readonly createId: () => string;
  readonly report: (message: string) => void;
  readonly cursor: Path | undefined;
  /** Kinds each open ancestor keeps out of its subtree, innermost last. */
  readonly excluded: (readonly string[])[];
  /** What was moved out of each of those ancestors, created on first use. */
  readonly lifted: (Descendant[] | undefined)[];
  changed: boolean;
  /** The structure of the element `normalizeElement` just returned, to spare a lookup. */
  lastSpec: CompiledKind | undefined;
  /**
   * What the last `normalizeChildren` call found among the children it returned; its
   * caller reads these at once, before normalising anything else.
   */
  childTexts: number;
  childInlines: number;
  childBlocks: number;
  childStructural: number;
  childDisallowed: number;
  touchingSpaced: number;
  /** Whether one of those children is a text that is not empty. */
  childHasText: boolean;
  /** Whether those children are inline content already as `arrangeInline` leaves it. */
  inlineArranged: boolean;
}
