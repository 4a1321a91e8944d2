import type { Descendant, Element, Text } from '../model/node.js';
import type { PassState } from './pass-state.js';
import { cleanMarks, emptyText, hasCleanMarks, sameMarks } from './text-leaf.js';

/** The result of arranging inline children: the list, and whether a block sits in it. */
export interface InlineArrangement {
  readonly children: Descendant[];
  readonly hasBlock: boolean;
}

function isTextNode(node: Descendant): node is Text {
  return typeof (node as Text).text === 'string';
}

/**
 * Arranges the children of an element holding inline content the way Slate requires:
 * text marks cleaned, adjacent texts with the same marks merged, an empty text at both
 * ends and between inline elements, other empty texts dropped. With `plainText`, inline
 * elements are unwrapped to their text and marks dropped (code lines). Block children are
 * kept in place and flagged; the caller splits or unwraps around them.
 */
export function arrangeInline(children: Descendant[], state: PassState, plainText: boolean): InlineArrangement {
  const grammar = state.grammar;
  let out: Descendant[] | null = null;
  let hasBlock = false;
  let last: Descendant | undefined;

  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    if (isTextNode(child)) {
      let text = child;
      if (plainText ? Object.keys(text).length !== 1 : !hasCleanMarks(text, grammar.marks)) {
        text = plainText ? { text: text.text } : cleanMarks(text, grammar.marks);
      }
      if (last !== undefined && isTextNode(last)) {
        if (sameMarks(last, text)) {
          const merged = { ...last, text: last.text + text.text } as Text;
          if (out === null) out = children.slice(0, i - 1);
          else out.pop();
          out.push(merged);
          last = merged;
          continue;
        }
        if (text.text === '') {
          if (out === null) out = children.slice(0, i);
          continue;
        }
        if (last.text === '') {
          if (out === null) out = children.slice(0, i - 1);
          else out.pop();
          out.push(text);
          last = text;
          continue;
        }
      }
      if (text !== child && out === null) out = children.slice(0, i);
      if (out !== null) out.push(text);
      last = text;
      continue;
    }

    const element = child as Element;
    const spec = grammar.get(element.type);
    const inline = spec === undefined || spec.isInline;
    if (!inline) hasBlock = true;
    if (plainText) {
      // Code lines hold plain text: an element inside gives up its text.
      const flat = flattenText(element);
      if (last !== undefined && isTextNode(last)) {
        const merged = { text: last.text + flat };
        if (out === null) out = children.slice(0, i - 1);
        else out.pop();
        out.push(merged);
        last = merged;
      } else {
        const replacement = { text: flat };
        if (out === null) out = children.slice(0, i);
        out.push(replacement);
        last = replacement;
      }
      continue;
    }
    if (inline && (last === undefined || !isTextNode(last))) {
      // An inline element needs a text before it.
      if (out === null) out = children.slice(0, i);
      out.push(emptyText());
    }
    if (out !== null) out.push(element);
    last = element;
  }

  const result: Descendant[] = out ?? children;
  if (last === undefined || !isTextNode(last)) {
    // An element ends with text, and an empty element holds one empty text.
    const lastElement = last as Element | undefined;
    const lastSpec = lastElement ? grammar.get(lastElement.type) : undefined;
    if (last === undefined || lastSpec === undefined || lastSpec.isInline) {
      const final: Descendant[] = out === null ? children.slice() : result;
      final.push(emptyText());
      state.changed = true;
      return { children: final, hasBlock };
    }
  }
  if (out !== null) state.changed = true;
  return { children: result, hasBlock };
}

function flattenText(node: Descendant): string {
  if (isTextNode(node)) return node.text;
  let out = '';
  for (const child of (node as Element).children ?? []) out += flattenText(child);
  return out;
}
