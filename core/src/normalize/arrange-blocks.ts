import type { Descendant, Element, Text } from '../model/node.js';
import type { CompiledKind } from './compiled-grammar.js';
import type { PassState } from './pass-state.js';
import { emptyText } from './text-leaf.js';

function isTextNode(node: Descendant): node is Text {
  return typeof (node as Text).text === 'string';
}

/** A new element of `kind` around `children`, with a fresh id. */
export function wrap(kind: string, children: Descendant[], state: PassState): Element {
  return { type: kind, id: state.createId(), children: children.length > 0 ? children : [emptyText()] };
}

/** A new empty default text block; only called when the grammar has one. */
export function emptyTextBlock(state: PassState): Element {
  return { type: state.grammar.defaultTextBlock as string, id: state.createId(), children: [emptyText()] };
}

type Placement = 'keep' | 'inline' | { wrapIn: string } | 'unwrap';

function placeInBlocks(node: Descendant, state: PassState): Placement {
  // Without a default text block, inline content among blocks has nothing to go in.
  const inline = state.grammar.defaultTextBlock === undefined ? 'keep' : 'inline';
  if (isTextNode(node)) return inline;
  const spec = state.grammar.get((node as Element).type);
  if (spec === undefined) return 'keep';
  if (spec.isInline) return inline;
  if (spec.parents === undefined) return 'keep';
  // A structural kind (li, tr, td…) outside its parent.
  return spec.orphan ?? 'unwrap';
}

/**
 * Arranges the children of an element holding blocks: runs of inline content get a
 * default text block around them, structural kinds found here are wrapped in their parent
 * kind (consecutive ones share one wrapper) or unwrapped, and an empty default text block
 * goes between two adjacent blocks that both ask for spacing (spec authoring §5). Without a
 * default text block in the grammar, inline content stays where it is and an empty list
 * stays empty.
 */
export function arrangeBlocks(children: Descendant[], state: PassState): Descendant[] {
  let out: Descendant[] | null = null;
  let run: Descendant[] | null = null;
  let runWrapper = '';
  let previousSpaced = false;

  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    const placement = placeInBlocks(child, state);
    if (placement === 'keep') {
      const spec = state.grammar.get((child as Element).type) as CompiledKind | undefined;
      const spaced = spec !== undefined && spec.spaced;
      if (run !== null) {
        (out as Descendant[]).push(wrap(runWrapper, run, state));
        run = null;
      }
      if (spaced && previousSpaced) {
        if (out === null) out = children.slice(0, i);
        out.push(emptyTextBlock(state));
      }
      if (out !== null) out.push(child);
      previousSpaced = spaced;
      continue;
    }
    previousSpaced = false;
    if (out === null) out = children.slice(0, i);
    if (placement === 'unwrap') {
      if (run !== null) {
        out.push(wrap(runWrapper, run, state));
        run = null;
      }
      const inner = (child as Element).children;
      if (Array.isArray(inner)) for (const node of inner) out.push(node);
      continue;
    }
    const wrapper = placement === 'inline' ? (state.grammar.defaultTextBlock as string) : placement.wrapIn;
    if (run !== null && runWrapper !== wrapper) {
      out.push(wrap(runWrapper, run, state));
      run = null;
    }
    if (run === null) {
      run = [];
      runWrapper = wrapper;
    }
    run.push(child);
  }
  if (run !== null) (out as Descendant[] | null)?.push(wrap(runWrapper, run, state));

  const fillEmpty = state.grammar.defaultTextBlock !== undefined;
  if (out === null && (children.length > 0 || !fillEmpty)) return children;
  state.changed = true;
  const result: Descendant[] = out ?? [];
  if (result.length === 0 && fillEmpty) result.push(emptyTextBlock(state));
  return result;
}

/**
 * Arranges the children of a structural element (a list, a table, a row): runs of
 * children of other kinds are wrapped together in `wrapIn`.
 */
export function arrangeChildren(children: Descendant[], spec: CompiledKind, state: PassState): Descendant[] {
  const allowed = spec.allowed as ReadonlySet<string>;
  const wrapIn = spec.wrapIn as string;
  let out: Descendant[] | null = null;
  let run: Descendant[] | null = null;
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    if (!isTextNode(child) && allowed.has((child as Element).type)) {
      if (run !== null && out !== null) {
        out.push(wrap(wrapIn, run, state));
        run = null;
      }
      if (out !== null) out.push(child);
      continue;
    }
    if (out === null) out = children.slice(0, i);
    // Empty texts between structural children carry nothing worth a wrapper.
    if (isTextNode(child) && child.text === '') continue;
    (run ??= []).push(child);
  }
  if (run !== null && out !== null) out.push(wrap(wrapIn, run, state));
  if (out === null && children.length > 0) return children;
  state.changed = true;
  const result: Descendant[] = out ?? [];
  if (result.length === 0) result.push(wrap(wrapIn, [], state));
  return result;
}
