import type { ElementContribution } from '../extension/points/element.js';
import type { Descendant, Element, Path, Text } from '../model/node.js';
import { createId as randomId } from '../util/create-id.js';
import { arrangeBlocks, arrangeChildren, paragraph } from './arrange-blocks.js';
import { arrangeInline } from './arrange-inline.js';
import { CompiledGrammar, type CompiledKind } from './compiled-grammar.js';
import { hasContent } from './has-content.js';
import { IdSet } from './id-set.js';
import type { PassState } from './pass-state.js';
import { emptyText } from './text-leaf.js';

/** @public */
export interface NormalizeOptions {
  /**
   * Where the author's cursor is, as a path of child indexes from the document root. An
   * empty link, callout or foreign span holding the cursor is kept (spec authoring §5).
   */
  readonly cursor?: Path;
  /** Makes ids for new and duplicate elements; random by default. */
  readonly createId?: () => string;
  /** Told about each repair; normalisation problems are only logged (spec §8). */
  readonly report?: (message: string) => void;
  /** Passes before giving up on a fixed point; each pass fixes what the last one exposed. */
  readonly maxPasses?: number;
}

const EDGE_KINDS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

// What a child is, as bits, so one lookup per element serves every later decision.
const TEXT = 1;
const INLINE = 2;
const BLOCK = 4;
const STRUCTURAL = 8;
const SPACED = 16;
const DISALLOWED = 32;

function classify(spec: CompiledKind | undefined, allowed: ReadonlySet<string> | undefined, kind: string): number {
  const disallowed = allowed !== undefined && !allowed.has(kind) ? DISALLOWED : 0;
  if (spec === undefined) return disallowed;
  if (spec.isInline) return INLINE | disallowed;
  return BLOCK | (spec.parents !== undefined ? STRUCTURAL : 0) | (spec.spaced ? SPACED : 0) | disallowed;
}

/** Whether a list of blocks has anything for `arrangeBlocks` to fix. */
function needsBlockArrangement(children: readonly Descendant[], state: PassState): boolean {
  return (
    children.length === 0 ||
    state.childTexts > 0 ||
    state.childInlines > 0 ||
    state.childStructural > 0 ||
    state.touchingSpaced > 0
  );
}
const NO_CURSOR = -1;

function isTextNode(node: Descendant): node is Text {
  return typeof (node as Text).text === 'string';
}

function isEmptyVoidChildren(children: unknown): boolean {
  if (!Array.isArray(children) || children.length !== 1) return false;
  const only = children[0] as Text;
  if (only.text !== '') return false;
  for (const key in only) if (key !== 'text') return false;
  return true;
}

/**
 * The content normalisation engine (spec authoring §4 and §5) over plain JSON documents,
 * so the server and the editor repair content the same way. Each pass walks the tree once,
 * copying only what it changes; passes repeat until one changes nothing.
 * @public
 */
export class ContentNormalizer {
  private readonly grammar: CompiledGrammar;
  private readonly ids = new IdSet();
  private busy = false;

  /**
   * @param elements the loaded element kinds with their structure and repair rules
   * @param marks the mark names text may carry: the spec's 14 unless the loaded mark
   *   plugins say otherwise
   */
  constructor(elements: Iterable<ElementContribution>, marks?: Iterable<string>) {
    this.grammar = new CompiledGrammar(elements, marks);
  }

  /** Returns the normalised document; the same array when it was already normal. */
  normalize(document: readonly Descendant[], options: NormalizeOptions = {}): Descendant[] {
    const maxPasses = options.maxPasses ?? 12;
    // A plugin rule that normalises a nested document gets a table of its own.
    const ids = this.busy ? new IdSet() : this.ids;
    const outermost = !this.busy;
    this.busy = true;
    try {
      return this.run(document, options, ids, maxPasses);
    } finally {
      if (outermost) this.busy = false;
    }
  }

  private run(document: readonly Descendant[], options: NormalizeOptions, ids: IdSet, maxPasses: number): Descendant[] {
    let current = document as Descendant[];
    for (let pass = 0; pass < maxPasses; pass++) {
      ids.clear();
      const state: PassState = {
        grammar: this.grammar,
        seenIds: ids,
        createId: options.createId ?? randomId,
        report: options.report ?? (() => {}),
        cursor: options.cursor,
        excluded: [],
        lifted: [],
        changed: false,
        lastSpec: undefined,
        childTexts: 0,
        childInlines: 0,
        childBlocks: 0,
        childStructural: 0,
        childDisallowed: 0,
        touchingSpaced: 0,
      };
      const next = this.normalizeDocument(current, state);
      if (!state.changed) return next;
      current = next;
    }
    options.report?.(`Normalisation did not settle after ${maxPasses} passes`);
    return current;
  }

  private normalizeDocument(document: Descendant[], state: PassState): Descendant[] {
    const cursorIndex = state.cursor && state.cursor.length > 0 ? state.cursor[0] : NO_CURSOR;
    let children = this.normalizeChildren(Array.isArray(document) ? document : [], state, 0, cursorIndex, undefined);
    if (needsBlockArrangement(children, state)) children = arrangeBlocks(children, state);
    const first = children[0] as Element;
    const last = children[children.length - 1] as Element;
    const startsWell = !isTextNode(first) && EDGE_KINDS.has(first.type);
    const endsWell = !isTextNode(last) && EDGE_KINDS.has(last.type);
    if (startsWell && endsWell) return children;
    state.changed = true;
    const out = children.slice();
    if (!startsWell) out.unshift(paragraph(state));
    if (!endsWell) out.push(paragraph(state));
    return out;
  }

  /**
   * Normalises each child in place of it; a child may become several nodes (split or
   * lifted) or none (removed). `cursorIndex` is the child on the cursor path, if any.
   */
  private normalizeChildren(
    children: Descendant[],
    state: PassState,
    depth: number,
    cursorIndex: number,
    allowed: ReadonlySet<string> | undefined,
  ): Descendant[] {
    let out: Descendant[] | null = null;
    let texts = 0;
    let inlines = 0;
    let blocks = 0;
    let structural = 0;
    let disallowed = 0;
    let touching = 0;
    let previousSpaced = false;
    for (let i = 0; i < children.length; i++) {
      const child = children[i];
      let bits: number;
      if (isTextNode(child)) {
        if (out !== null) out.push(child);
        bits = TEXT;
      } else {
        const result = this.normalizeElement(child as Element, state, depth + 1, i === cursorIndex);
        if (result === child) {
          if (out !== null) out.push(child);
          bits = classify(state.lastSpec, allowed, (child as Element).type);
        } else {
          if (out === null) out = children.slice(0, i);
          if (result === null) continue;
          const nodes = Array.isArray(result) ? (result as Descendant[]) : [result as Descendant];
          bits = 0;
          for (const node of nodes) {
            out.push(node);
            const nodeBits = isTextNode(node)
              ? TEXT
              : classify(this.grammar.get((node as Element).type), allowed, (node as Element).type);
            // Several nodes: count each, and spacing between them.
            if (nodeBits & SPACED && previousSpaced) touching++;
            previousSpaced = (nodeBits & SPACED) !== 0;
            bits |= nodeBits & ~SPACED;
            if (nodeBits & TEXT) texts++;
            if (nodeBits & INLINE) inlines++;
            if (nodeBits & BLOCK) blocks++;
            if (nodeBits & STRUCTURAL) structural++;
            if (nodeBits & DISALLOWED) disallowed++;
          }
          continue;
        }
      }
      if (bits & SPACED && previousSpaced) touching++;
      previousSpaced = (bits & SPACED) !== 0;
      if (bits & TEXT) texts++;
      else if (bits & INLINE) inlines++;
      else if (bits & BLOCK) {
        blocks++;
        if (bits & STRUCTURAL) structural++;
      }
      if (bits & DISALLOWED) disallowed++;
    }
    state.childTexts = texts;
    state.childInlines = inlines;
    state.childBlocks = blocks;
    state.childStructural = structural;
    state.childDisallowed = disallowed;
    state.touchingSpaced = touching;
    return out ?? children;
  }

  private normalizeElement(
    element: Element,
    state: PassState,
    depth: number,
    onCursorPath: boolean,
  ): Descendant | readonly Descendant[] | null {
    if (typeof element !== 'object' || element === null || typeof element.type !== 'string') {
      state.changed = true;
      state.report('Removed a node that is neither text nor element');
      return null;
    }
    const spec = this.grammar.get(element.type);
    let node = element;

    const seen = state.seenIds;
    const id = node.id;
    if (typeof id !== 'string' || id === '' || !seen.add(id)) {
      const fresh = state.createId();
      node = { ...node, id: fresh };
      seen.add(fresh);
      state.changed = true;
    }
    // Unknown kinds are kept as they are: no plugin knows their rules.
    if (spec === undefined) {
      state.lastSpec = undefined;
      return node;
    }

    const excluder = state.excluded.length > 0 ? this.findExcluder(spec.kind, state) : -1;
    if (excluder >= 0) {
      state.changed = true;
      state.report(`Moved '${spec.kind}' out of an element that may not contain it`);
      if (spec.isInline) return Array.isArray(node.children) ? node.children : [];
      (state.lifted[excluder] ??= []).push(node);
      return null;
    }

    if (spec.mode === 'void') {
      // The plugin's rule sees legacy children first (code lines become the code field).
      const ruled = this.applyPluginRule(node, spec, state);
      if (ruled !== node) return ruled;
      if (!isEmptyVoidChildren(node.children)) {
        node = { ...node, children: [emptyText()] };
        state.changed = true;
      }
      state.lastSpec = spec;
      return node;
    }

    const excludes = spec.excludes;
    if (excludes !== undefined) {
      state.excluded.push(excludes);
      state.lifted.push(undefined);
    }
    const cursorIndex = onCursorPath && state.cursor && state.cursor.length > depth ? state.cursor[depth] : NO_CURSOR;
    const original = Array.isArray(node.children) ? node.children : [];
    let children = this.normalizeChildren(original, state, depth, cursorIndex, spec.allowed);
    let lifted: Descendant[] | undefined;
    if (excludes !== undefined) {
      state.excluded.pop();
      lifted = state.lifted.pop();
    }

    let split: Descendant[] | undefined;
    const hasBlocks = state.childBlocks > 0;
    switch (spec.mode) {
      case 'blocks':
        if (needsBlockArrangement(children, state)) children = arrangeBlocks(children, state);
        break;
      case 'children':
        if (children.length === 0 || state.childTexts > 0 || state.childDisallowed > 0) children = arrangeChildren(children, spec, state);
        break;
      case 'cells':
        if (!hasBlocks) children = arrangeInline(children, state, false, false);
        else if (needsBlockArrangement(children, state)) children = arrangeBlocks(children, state);
        break;
      case 'text':
      case 'inline': {
        children = arrangeInline(children, state, spec.mode === 'text', hasBlocks);
        if (hasBlocks) {
          state.changed = true;
          if (spec.parents === undefined) split = this.splitAroundBlocks(node, children, state);
          else children = this.unwrapBlocks(children);
        }
        break;
      }
    }
    // Children are done: what this element returns is classified by its own structure.
    state.lastSpec = spec;
    if (split) return split;
    if (children !== node.children) node = { ...node, children };

    if (spec.removeWhenEmpty && !onCursorPath && !hasContent(children, this.grammar)) {
      state.changed = true;
      state.report(`Removed an empty '${spec.kind}'`);
      return lifted ?? null;
    }
    const result = this.applyPluginRule(node, spec, state);
    if (lifted !== undefined) {
      return Array.isArray(result) ? [...result, ...lifted] : [result as Descendant, ...lifted];
    }
    return result;
  }

  private applyPluginRule(node: Element, spec: CompiledKind, state: PassState): Descendant | readonly Descendant[] {
    if (!spec.normalize) return node;
    const replaced = spec.normalize(node, state);
    if (replaced === undefined) return node;
    state.changed = true;
    return replaced;
  }

  /** The index of the innermost open ancestor that keeps `kind` out, or -1. */
  private findExcluder(kind: string, state: PassState): number {
    for (let i = state.excluded.length - 1; i >= 0; i--) {
      if (state.excluded[i].includes(kind)) return i;
    }
    return -1;
  }

  /** Splits an element around the blocks inside its inline content: p[a, img, b] → p[a], img, p[b]. */
  private splitAroundBlocks(element: Element, children: Descendant[], state: PassState): Descendant[] {
    const out: Descendant[] = [];
    let run: Descendant[] = [];
    const flushRun = (): void => {
      if (run.some((n) => !isTextNode(n) || n.text !== '')) {
        out.push({ ...element, id: out.length === 0 ? element.id : state.createId(), children: run });
      }
      run = [];
    };
    for (const child of children) {
      const spec = isTextNode(child) ? undefined : this.grammar.get((child as Element).type);
      if (spec !== undefined && !spec.isInline) {
        flushRun();
        out.push(child);
      } else {
        run.push(child);
      }
    }
    flushRun();
    return out;
  }

  /** Replaces blocks inside inline content by their own children (dt, dd cannot be split). */
  private unwrapBlocks(children: Descendant[]): Descendant[] {
    const out: Descendant[] = [];
    for (const child of children) {
      const spec = isTextNode(child) ? undefined : this.grammar.get((child as Element).type);
      if (spec !== undefined && !spec.isInline) out.push(...((child as Element).children ?? []));
      else out.push(child);
    }
    return out;
  }
}
