import type { ElementContribution, ElementNormalizer } from '../extension/points/element.js';
import type { ElementStructure } from '../model/element-structure.js';
import { MARKS } from '../model/marks.js';
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
  readonly spaced: boolean;
  readonly removeWhenEmpty: boolean;
  readonly normalize: ElementNormalizer | undefined;
}

function compile(
  structure: ElementStructure,
  normalize: ElementNormalizer | undefined,
  indexes: ReadonlyMap<string, number>,
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
    spaced: structure.spacedBlock === true,
    removeWhenEmpty: structure.removeWhenEmpty === true,
    normalize,
  };
}

/**
 * The content grammar of the loaded element plugins, compiled once into lookups so the
 * normaliser touches each node with a handful of map reads.
 * @public
 */
export class CompiledGrammar {
  private readonly kinds = new Map<string, CompiledKind>();
  private readonly kindTable: NameTable<CompiledKind>;
  private readonly markTable: NameTable<true>;
  /** The marks text may carry; any other key on a text node is dropped. */
  readonly marks: ReadonlySet<string>;

  constructor(elements: Iterable<ElementContribution>, marks: Iterable<string> = MARKS) {
    const byKind = new Map<string, ElementContribution>();
    for (const element of elements) byKind.set(element.kind, element);
    const indexes = new Map([...byKind.keys()].map((kind, index) => [kind, index]));
    for (const element of byKind.values()) this.kinds.set(element.kind, compile(element.structure, element.normalize, indexes));
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

  /** Whether `key` is one of `marks`; the same answer, faster. */
  isMark(key: string): boolean {
    return this.markTable.get(key) === true;
  }
}
