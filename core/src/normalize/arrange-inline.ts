import type { Descendant, Element, Text } from '../model/node.js';
import type { PassState } from './pass-state.js';
import { cleanMarkCount, cleanMarks, emptyText, hasMarksOf } from './text-leaf.js';

function isTextNode(node: Descendant): node is Text {
  return typeof (node as Text).text === 'string';
}

/**
 * Arranges the children of an element holding inline content the way Slate requires:
 * text marks cleaned, adjacent texts with the same marks merged, an empty text at both
 * ends and between inline elements, other empty texts dropped. With `plainText`, inline
 * elements are unwrapped to their text and marks dropped (code lines). Block children
 * (`hasBlocks`) are kept in place; the caller splits or unwraps around them.
 */
export function arrangeInline(children: Descendant[], state: PassState, plainText: boolean, hasBlocks: boolean): Descendant[] {
  const grammar = state.grammar;
  let out: Descendant[] | null = null;
  let last: Descendant | undefined;
  // How many marks `last` carries when it is a text.
  let lastMarks = 0;

  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    if (isTextNode(child)) {
      let text = child;
      let markCount = plainText ? (Object.keys(text).length === 1 ? 0 : -1) : cleanMarkCount(text, grammar.marks);
      if (markCount < 0) {
        text = plainText ? { text: text.text } : cleanMarks(text, grammar.marks);
        markCount = plainText ? 0 : cleanMarkCount(text, grammar.marks);
      }
      if (last !== undefined && isTextNode(last)) {
        if (markCount === lastMarks && (markCount === 0 || hasMarksOf(last, text))) {
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
          lastMarks = markCount;
          continue;
        }
      }
      if (text !== child && out === null) out = children.slice(0, i);
      if (out !== null) out.push(text);
      last = text;
      lastMarks = markCount;
      continue;
    }

    const element = child as Element;
    // Without blocks among the children every element here is inline: no lookup needed.
    const inline = !hasBlocks || grammar.get(element.type)?.isInline !== false;
    if (plainText) {
      // Code lines hold plain text: an element inside gives up its text.
      const flat = flattenText(element);
      if (last !== undefined && isTextNode(last)) {
        const merged = { text: last.text + flat };
        if (out === null) out = children.slice(0, i - 1);
        else out.pop();
        out.push(merged);
        last = merged;
        lastMarks = 0;
      } else {
        const replacement = { text: flat };
        if (out === null) out = children.slice(0, i);
        out.push(replacement);
        last = replacement;
        lastMarks = 0;
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
    const lastIsInline = lastElement === undefined || !hasBlocks || grammar.get(lastElement.type)?.isInline !== false;
    if (lastIsInline) {
      const final: Descendant[] = out === null ? children.slice() : result;
      final.push(emptyText());
      state.changed = true;
      return final;
    }
  }
  if (out !== null) state.changed = true;
  return result;
}

function flattenText(node: Descendant): string {
  if (isTextNode(node)) return node.text;
  let out = '';
  for (const child of (node as Element).children ?? []) out += flattenText(child);
  return out;
}
