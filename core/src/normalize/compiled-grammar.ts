import type { ElementContribution, ElementNormalizer } from '../extension/points/element.js';
import type { ElementStructure } from '../model/element-structure.js';
import { MARKS } from '../model/marks.js';

/** How an element's children are checked, flattened for a fast walk. */
export type ContentMode = 'inline' | 'text' | 'blocks' | 'cells' | 'children' | 'void';

/** One kind's rules, precomputed from its contribution. */
export interface CompiledKind {
  readonly kind: string;
  readonly isInline: boolean;
  readonly mode: ContentMode;
  readonly allowed: ReadonlySet<string> | undefined;
  readonly wrapIn: string | undefined;
  readonly parents: ReadonlySet<string> | undefined;
  readonly orphan: { readonly wrapIn: string } | 'unwrap' | undefined;
  readonly excludes: readonly string[] | undefined;
  readonly spaced: boolean;
  readonly removeWhenEmpty: boolean;
  readonly normalize: ElementNormalizer | undefined;
}

function compile(structure: ElementStructure, normalize: ElementNormalizer | undefined): CompiledKind {
  const content = structure.content;
  const mode: ContentMode = content.type === 'inline-or-blocks' ? 'cells' : content.type;
  return {
    kind: structure.kind,
    isInline: structure.display === 'inline',
    mode,
    allowed: content.type === 'children' ? new Set(content.allowed) : undefined,
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
  /** The marks text may carry; any other key on a text node is dropped. */
  readonly marks: ReadonlySet<string>;

  constructor(elements: Iterable<ElementContribution>, marks: Iterable<string> = MARKS) {
    for (const element of elements) this.kinds.set(element.kind, compile(element.structure, element.normalize));
    this.marks = new Set(marks);
  }

  get(kind: string): CompiledKind | undefined {
    return this.kinds.get(kind);
  }

  has(kind: string): boolean {
    return this.kinds.has(kind);
  }
}
