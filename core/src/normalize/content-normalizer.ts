import type { ElementContribution } from '../extension/points/element.js';
import type { Descendant, Element, Path, Text } from '../model/node.js';
import { createId as randomId } from '../util/create-id.js';
import { arrangeBlocks, arrangeChildren, emptyTextBlock } from './arrange-blocks.js';
import { arrangeInline } from './arrange-inline.js';
import { CompiledGrammar, type CompiledKind } from './compiled-grammar.js';
import { hasContent } from './has-content.js';
import { IdHashSet, IdSet } from './id-set.js';
import { NormalFormCheck } from './normal-form-check.js';
import type { PassState } from './pass-state.js';
import { cleanMarkCount, emptyText, isEmptyVoidChildren, textsStayApart } from './text-leaf.js';

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

// What a child is, as bits, so one lookup per element serves every later decision.
const TEXT = 1;
const INLINE = 2;
const BLOCK = 4;
const STRUCTURAL = 8;
const SPACED = 16;
const DISALLOWED = 32;

/** The bits of an element of a known kind, under a parent of `parent`'s kind (or the root). */
function classify(spec: CompiledKind, parent: CompiledKind | undefined): number {
  const disallowed = parent?.allows !== undefined && parent.allows[spec.index] === 0 ? DISALLOWED : 0;
  if (spec.isInline) return INLINE | disallowed;
  return BLOCK | (spec.parents !== undefined ? STRUCTURAL : 0) | (spec.spaced ? SPACED : 0) | disallowed;
}

/** The bits of an element of a kind no plugin knows. */
function classifyUnknown(parent: CompiledKind | undefined, kind: string): number {
  return parent?.allowed !== undefined && !parent.allowed.has(kind) ? DISALLOWED : 0;
}

/** Whether a list of blocks has anything for `arrangeBlocks` to fix. */
function needsBlockArrangement(children: readonly Descendant[], state: PassState): boolean {
  if (state.childStructural > 0 || state.touchingSpaced > 0) return true;
  // Wrapping inline content and filling an empty list take a default text block.
  if (state.grammar.defaultTextBlock === undefined) return false;
  return children.length === 0 || state.childTexts > 0 || state.childInlines > 0;
}
const NO_CURSOR = -1;

function isTextNode(node: Descendant): node is Text {
  return typeof (node as Text).text === 'string';
}

/**
 * The content normalisation engine (spec authoring §4 and §5) over plain JSON documents,
 * so the server and the editor repair content the same way. Each pass walks the tree once,
 * copying only what it changes; passes repeat until one changes nothing. Before each pass a
 * read-only check (`NormalFormCheck`) finds out whether the pass would change anything, which
 * for most documents it would not.
 * @public
 */
export class ContentNormalizer {
  private readonly grammar: CompiledGrammar;
  private readonly ids = new IdSet();
  private readonly check: NormalFormCheck;
  private busy = false;

  /**
   * @param elements the loaded element kinds with their structure and repair rules
   * @param marks the mark names text may carry: the spec's 14 unless the loaded mark
   *   plugins say otherwise
   */
  constructor(elements: Iterable<ElementContribution>, marks?: Iterable<string>) {
    this.grammar = new CompiledGrammar(elements, marks);
    this.check = new NormalFormCheck(this.grammar, new IdHashSet());
  }

  /** Returns the normalised document; the same array when it was already normal. */
  normalize(document: readonly Descendant[], options: NormalizeOptions = {}): Descendant[] {
    // A pass settles everything it moves, however deep; the next pass only finishes a wrapper
    // it made (table → tr → td → p…), a chain the grammar bounds, so the limit needs no depth.
    const maxPasses = options.maxPasses ?? 12;
    // A plugin rule that normalises a nested document gets a table and a check of its own.
    const ids = this.busy ? new IdSet() : this.ids;
    const check = this.busy ? new NormalFormCheck(this.grammar, new IdHashSet()) : this.check;
    const outermost = !this.busy;
    this.busy = true;
    try {
      return this.run(document, options, ids, check, maxPasses);
    } finally {
      if (outermost) this.busy = false;
    }
  }

  private run(
    document: readonly Descendant[],
    options: NormalizeOptions,
    ids: IdSet,
    check: NormalFormCheck,
    maxPasses: number,
  ): Descendant[] {
    let current = document as Descendant[];
    for (let pass = 0; pass < maxPasses; pass++) {
      // A pass over a normal document would return it unchanged; the check finds that out cheaper.
      if (check.isNormal(current, options.cursor, options.report)) return current;
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
        inlineArranged: false,
        childHasText: false,
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
    const grammar = this.grammar;
    const startsWell = grammar.isDocumentEdge(children[0]);
    const endsWell = grammar.isDocumentEdge(children[children.length - 1]);
    if (startsWell && endsWell) return children;
    state.changed = true;
    const out = children.slice();
    if (!startsWell) out.unshift(emptyTextBlock(state));
    if (!endsWell) out.push(emptyTextBlock(state));
    return out;
  }

  /**
   * Normalises each child in place of it; a child may become several nodes (split or
   * lifted) or none (removed). `cursorIndex` is the child on the cursor path, if any.
   * For a parent holding inline content it also finds out, in the same loop, whether the
   * children are already as `arrangeInline` leaves them (`state.inlineArranged`), so that
   * arranging them can be skipped.
   */
  private normalizeChildren(
    children: Descendant[],
    state: PassState,
    depth: number,
    cursorIndex: number,
    parent: CompiledKind | undefined,
  ): Descendant[] {
    const checkInline = parent !== undefined && parent.holdsInline;
    const plainText = checkInline && parent.holdsPlainText;
    const grammar = this.grammar;
    const marks = grammar.marks;
    let out: Descendant[] | null = null;
    let texts = 0;
    let inlines = 0;
    let blocks = 0;
    let structural = 0;
    let disallowed = 0;
    let touching = 0;
    let previousSpaced = false;
    let inlineArranged = checkInline && children.length > 0;
    let hasText = false;
    let previousText: string | undefined;
    let previousNode: Descendant | undefined;
    let previousMarks = 0;
    for (let i = 0; i < children.length; i++) {
      const child = children[i];
      // One pass over the node's keys reads what either kind of node needs: nodes come in
      // many shapes, so reading fields by name would cost a slow lookup each, while a value
      // read by the key the loop stands on is a plain load.
      const fields = child as unknown as Record<string, unknown>;
      let text: unknown;
      let type: unknown;
      let id: unknown;
      let grandchildren: unknown;
      let otherKeys = 0;
      // The marks of a text whose keys are `text` and then marks set to true, the usual
      // shape; -1 for any other shape, which `cleanMarkCount` then looks at in full.
      let markCount = 0;
      for (const key in child) {
        if (key === 'text') {
          text = fields[key];
          continue;
        }
        otherKeys++;
        if (key === 'type') type = fields[key];
        else if (key === 'id') id = fields[key];
        else if (key === 'children') grandchildren = fields[key];
        else if (markCount >= 0) markCount = text !== undefined && fields[key] === true && grammar.isMark(key) ? markCount + 1 : -1;
      }
      if (typeof text === 'string') {
        if (out !== null) out.push(child);
        texts++;
        if (text !== '') hasText = true;
        previousSpaced = false;
        if (inlineArranged) {
          if (markCount !== otherKeys) markCount = cleanMarkCount(child as Text, marks);
          if (markCount < 0 || (plainText && markCount !== 0)) inlineArranged = false;
          else if (
            previousText !== undefined &&
            !textsStayApart(previousText, previousNode as Text, previousMarks, text, child as Text, markCount)
          ) {
            inlineArranged = false;
          }
          previousText = text;
          previousNode = child;
          previousMarks = markCount;
        }
        continue;
      }
      // An inline element needs a text before it; plain text holds no elements at all.
      if (inlineArranged && (previousText === undefined || plainText)) inlineArranged = false;
      previousText = undefined;
      const result = this.normalizeElement(child as Element, type, id, grandchildren, state, depth + 1, i === cursorIndex);
      if (result === child) {
        if (out !== null) out.push(child);
        const spec = state.lastSpec;
        const bits = spec !== undefined ? classify(spec, parent) : classifyUnknown(parent, type as string);
        if (bits & SPACED && previousSpaced) touching++;
        previousSpaced = (bits & SPACED) !== 0;
        if (bits & INLINE) inlines++;
        else if (bits & BLOCK) {
          blocks++;
          if (bits & STRUCTURAL) structural++;
        }
        if (bits & DISALLOWED) disallowed++;
        continue;
      }
      if (out === null) out = children.slice(0, i);
      // What replaced the child is left to the full arrangement.
      inlineArranged = false;
      if (result === null) continue;
      const nodes = Array.isArray(result) ? (result as Descendant[]) : [result as Descendant];
      for (const node of nodes) {
        out.push(node);
        const spec = isTextNode(node) ? undefined : this.grammar.get((node as Element).type);
        const nodeBits = isTextNode(node)
          ? TEXT
          : spec !== undefined
            ? classify(spec, parent)
            : classifyUnknown(parent, (node as Element).type);
        // Several nodes: count each, and spacing between them.
        if (nodeBits & SPACED && previousSpaced) touching++;
        previousSpaced = (nodeBits & SPACED) !== 0;
        if (nodeBits & TEXT) texts++;
        if (nodeBits & INLINE) inlines++;
        if (nodeBits & BLOCK) blocks++;
        if (nodeBits & STRUCTURAL) structural++;
        if (nodeBits & DISALLOWED) disallowed++;
      }
    }
    state.childTexts = texts;
    state.childInlines = inlines;
    state.childBlocks = blocks;
    state.childStructural = structural;
    state.childDisallowed = disallowed;
    state.touchingSpaced = touching;
    state.childHasText = hasText;
    // Inline content ends with a text.
    state.inlineArranged = inlineArranged && previousText !== undefined;
    return out ?? children;
  }

  /** Normalises one element; `type`, `id` and `rawChildren` are its fields, already read. */
  private normalizeElement(
    element: Element,
    type: unknown,
    id: unknown,
    rawChildren: unknown,
    state: PassState,
    depth: number,
    onCursorPath: boolean,
  ): Descendant | readonly Descendant[] | null {
    if (typeof element !== 'object' || element === null || typeof type !== 'string') {
      state.changed = true;
      state.report('Removed a node that is neither text nor element');
      return null;
    }
    const spec = this.grammar.get(type);
    let node = element;

    const seen = state.seenIds;
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
      // What moves is normalised now, not left raw for the next pass: nested kinds that
      // exclude each other (a link in a link in a link…) would otherwise go one level a pass.
      if (spec.isInline) {
        if (!Array.isArray(rawChildren)) return [];
        const cursorIndex = onCursorPath && state.cursor && state.cursor.length > depth ? state.cursor[depth] : NO_CURSOR;
        return this.normalizeChildren(rawChildren, state, depth, cursorIndex, spec);
      }
      // A lifted block ends up beside the excluder, so only the ancestors above that apply.
      const inside = state.excluded.splice(excluder);
      const insideLifted = state.lifted.splice(excluder);
      const moved = this.normalizeContent(node, spec, rawChildren, state, depth, onCursorPath);
      state.excluded.push(...inside);
      state.lifted.push(...insideLifted);
      if (moved !== null) {
        const lifted = (state.lifted[excluder] ??= []);
        if (Array.isArray(moved)) lifted.push(...(moved as Descendant[]));
        else lifted.push(moved as Descendant);
      }
      return null;
    }
    return this.normalizeContent(node, spec, rawChildren, state, depth, onCursorPath);
  }

  /** Normalises the content of an element of a known kind whose id is already settled. */
  private normalizeContent(
    element: Element,
    spec: CompiledKind,
    rawChildren: unknown,
    state: PassState,
    depth: number,
    onCursorPath: boolean,
  ): Descendant | readonly Descendant[] | null {
    let node = element;
    if (spec.isVoid) {
      // The plugin's rule sees legacy children first (code lines become the code field).
      const ruled = this.applyPluginRule(node, spec, state);
      if (ruled !== node) return ruled;
      if (!isEmptyVoidChildren(rawChildren)) {
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
    const original = Array.isArray(rawChildren) ? rawChildren : [];
    let children = this.normalizeChildren(original, state, depth, cursorIndex, spec);
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
        if (!hasBlocks) {
          if (!state.inlineArranged) children = arrangeInline(children, state, false, false);
        }
        else if (needsBlockArrangement(children, state)) children = arrangeBlocks(children, state);
        break;
      case 'text':
      case 'inline': {
        const plainText = spec.mode === 'text';
        if (!hasBlocks) {
          if (!state.inlineArranged) children = arrangeInline(children, state, plainText, false);
        } else if (spec.parents === undefined) {
          state.changed = true;
          split = this.splitAroundBlocks(node, arrangeInline(children, state, plainText, true), state);
        } else {
          // Unwrapped before arranging, so what comes out of the blocks is arranged in this pass.
          state.changed = true;
          children = arrangeInline(this.unwrapBlocks(children), state, plainText, false);
        }
        break;
      }
    }
    // Children are done: what this element returns is classified by its own structure.
    state.lastSpec = spec;
    if (split) return split;
    if (children !== rawChildren) node = { ...node, children };

    if (
      spec.removeWhenEmpty &&
      !onCursorPath &&
      !(children === original && state.childHasText) &&
      !hasContent(children, this.grammar)
    ) {
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

  /**
   * Replaces blocks inside inline content by the inline content within them (dt, dd cannot
   * be split). Blocks nested in blocks go too, all in one go: unwrapping a single level
   * would expose the next block to the following pass, one level per pass, so deep nesting
   * would outlast any pass limit.
   */
  private unwrapBlocks(children: readonly Descendant[], out: Descendant[] = []): Descendant[] {
    for (const child of children) {
      const spec = isTextNode(child) ? undefined : this.grammar.get((child as Element).type);
      if (spec !== undefined && !spec.isInline) {
        const inner = (child as Element).children;
        if (Array.isArray(inner)) this.unwrapBlocks(inner, out);
      } else {
        out.push(child);
      }
    }
    return out;
  }
}
