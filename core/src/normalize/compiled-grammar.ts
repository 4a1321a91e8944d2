import type { ElementContribution, ElementNormalizer } from '../extension/points/element.js';
import type { ElementStructure } from '../model/element-structure.js';
import { MARKS } from '../model/marks.js';
import type { Descendant, Element, Text } from '../model/node.js';
import { NameTable } from './name-table.js';

/** How an element's children are checked, flattened for a fast walk. */
export type ContentMode = 'inline' | 'text' | 'blocks' | 'cells' | 'children' | 'void';

/** One kind's rules, precomputed from its contribution. */
export interface CompiledKind {
  readonly kind: string;
  /** This kind's place in the grammar, for the `allows` tables of its parents. */
  readonly index: number;
  readonly isInline: boolean;
  readonly mode: ContentMode;
  // `mode` again as flags, which hot paths test without comparing strings.
  readonly isVoid: boolean;
  readonly holdsBlocks: boolean;
  readonly holdsAllowedKinds: boolean;
  readonly holdsCells: boolean;
  readonly holdsPlainText: boolean;
  /** Whether the children may be inline content, arranged by `arrangeInline`. */
  readonly holdsInline: boolean;
  readonly allowed: ReadonlySet<string> | undefined;
  /** `allowed` by kind index (1 allowed, 0 not), so a check costs no string hashing. */
  readonly allows: Uint8Array | undefined;
  readonly wrapIn: string | undefined;
  readonly parents: ReadonlySet<string> | undefined;
  readonly orphan: { readonly wrapIn: string } | 'unwrap' | undefined;
  readonly excludes: readonly string[] | undefined;
  /** Spaced, and the grammar has a default text block to put between two such blocks. */
  readonly spaced: boolean;
  /** Whether a document may start and end with this kind. */
  readonly documentEdge: boolean;
  readonly removeWhenEmpty: boolean;
  readonly normalize: ElementNormalizer | undefined;
}

function compile(
  structure: ElementStructure,
  normalize: ElementNormalizer | undefined,
  indexes: ReadonlyMap<string, number>,
  defaultTextBlock: string | undefined,
): CompiledKind {
  const content = structure.content;
  const mode: ContentMode = content.type === 'inline-or-blocks' ? 'cells' : content.type;
  let allows: Uint8Array | undefined;
  if (content.type === 'children') {
    allows = new Uint8Array(indexes.size);
    for (const kind of content.allowed) {
      const index = indexes.get(kind);
      if (index !== undefined) allows[index] = 1;
    }
  }
  return {
    kind: structure.kind,
    index: indexes.get(structure.kind) as number,
    isInline: structure.display === 'inline',
    mode,
    isVoid: mode === 'void',
    holdsBlocks: mode === 'blocks',
    holdsAllowedKinds: mode === 'children',
    holdsCells: mode === 'cells',
    holdsPlainText: mode === 'text',
    holdsInline: mode === 'inline' || mode === 'text' || mode === 'cells',
    allowed: content.type === 'children' ? new Set(content.allowed) : undefined,
    allows,
    wrapIn: content.type === 'children' ? content.wrapIn : undefined,
    parents: structure.parents ? new Set(structure.parents) : undefined,
    orphan: structure.orphan,
    excludes: structure.excludesDescendants,
    spaced: structure.spacedBlock === true && defaultTextBlock !== undefined,
    documentEdge: defaultTextBlock !== undefined && (structure.documentEdge === true || structure.kind === defaultTextBlock),
    removeWhenEmpty: structure.removeWhenEmpty === true,
    normalize,
  };
}

/** The one kind with the `defaultTextBlock` trait, if any; two are refused, naming both. */
function findDefaultTextBlock(elements: Iterable<ElementContribution>): string | undefined {
  let found: string | undefined;
  for (const element of elements) {
    if (element.structure.defaultTextBlock !== true) continue;
    if (found !== undefined && found !== element.kind) {
      throw new Error(`Element kinds '${found}' and '${element.kind}' are both the default text block`);
    }
    found = element.kind;
  }
  return found;
}

/**
 * The content grammar of the loaded element plugins, compiled once into lookups so the
 * normaliser touches each node with a handful of map reads.
 *
 * Without a default text block (no installed kind has the trait) nothing is there to wrap
 * or pad with: runs of inline content among blocks, empty block lists, touching spaced
 * blocks and the document's first and last blocks are left as they are.
 * @public
 */
export class CompiledGrammar {
  private readonly kinds = new Map<string, CompiledKind>();
  /** The kind a run of inline content among blocks is wrapped in, and an empty block list holds. */
  readonly defaultTextBlock: string | undefined;
  private readonly kindTable: NameTable<CompiledKind>;
  private readonly markTable: NameTable<true>;
  /** The marks text may carry; any other key on a text node is dropped. */
  readonly marks: ReadonlySet<string>;

  constructor(elements: Iterable<ElementContribution>, marks: Iterable<string> = MARKS) {
    const byKind = new Map<string, ElementContribution>();
    for (const element of elements) byKind.set(element.kind, element);
    const indexes = new Map([...byKind.keys()].map((kind, index) => [kind, index]));
    this.defaultTextBlock = findDefaultTextBlock(byKind.values());
    for (const element of byKind.values()) {
      this.kinds.set(element.kind, compile(element.structure, element.normalize, indexes, this.defaultTextBlock));
    }
    this.marks = new Set(marks);
    this.kindTable = new NameTable(this.kinds);
    this.markTable = new NameTable([...this.marks].map((mark) => [mark, true] as const));
  }

  get(kind: string): CompiledKind | undefined {
    return this.kindTable.get(kind);
  }

  has(kind: string): boolean {
    return this.kinds.has(kind);
  }

  /**
   * Whether a document may start or end with `node`: a kind with the `documentEdge` trait
   * or the default text block; anything goes when the grammar has no default text block.
   */
  isDocumentEdge(node: Descendant | undefined): boolean {
    if (this.defaultTextBlock === undefined) return true;
    if (typeof node !== 'object' || node === null || typeof (node as Text).text === 'string') return false;
    return this.kindTable.get((node as Element).type)?.documentEdge === true;
  }

  /** Whether `key` is one of `marks`; the same answer, faster. */
  isMark(key: string): boolean {
    return this.markTable.get(key) === true;
  }
}
