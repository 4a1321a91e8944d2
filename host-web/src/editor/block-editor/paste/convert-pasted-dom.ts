import type { Descendant, ElementStructure, Text } from '@quire/core';
import type { PasteRule } from '@quire/plugin-sdk/authoring';

/** What turns pasted HTML into nodes: every plugin's paste rules and mark tags. */
export interface PasteConverters {
  /** In plugin order; the first rule that answers wins. */
  readonly rules: readonly PasteRule[];
  /** Lower-case inline tag → mark (`b` → `strong`). */
  readonly marks: ReadonlyMap<string, string>;
  readonly createId: () => string;
  /** The structures of the editor's element kinds, by kind. */
  readonly structures: ReadonlyMap<string, ElementStructure>;
}

type Marks = Readonly<Record<string, true>>;

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

/**
 * Converts the children of a parsed, sanitised HTML node into editor nodes. Each element
 * goes through the plugins' paste rules; an inline tag with a mark becomes that mark on
 * the text inside; any other tag is unwrapped, keeping its children. Whitespace collapses
 * as a browser would draw it, except inside `<pre>`.
 */
export function convertPastedDom(parent: Node, converters: PasteConverters): Descendant[] {
  return convertChildren(parent, converters, {}, false);
}

function convertChildren(parent: Node, converters: PasteConverters, marks: Marks, preformatted: boolean): Descendant[] {
  return Array.from(parent.childNodes).flatMap((child) => convertNode(child, converters, marks, preformatted));
}

function convertNode(node: Node, converters: PasteConverters, marks: Marks, preformatted: boolean): Descendant[] {
  if (node.nodeType === TEXT_NODE) {
    const raw = node.nodeValue ?? '';
    const text = preformatted ? raw : raw.replace(/\s+/g, ' ');
    return text === '' ? [] : [textLeaf(text, marks)];
  }
  if (node.nodeType !== ELEMENT_NODE) return [];
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (tag === 'br') return [textLeaf('\n', marks)];
  const inPre = preformatted || tag === 'pre';
  const convertInside = () => convertChildren(element, converters, marks, inPre);
  for (const rule of converters.rules) {
    const converted = rule(element, convertInside, converters.createId, converters.structures);
    if (converted !== undefined) return Array.isArray(converted) ? converted : [converted];
  }
  const mark = converters.marks.get(tag);
  if (mark && !turnedOffByStyle(element, tag)) return convertChildren(element, converters, { ...marks, [mark]: true }, inPre);
  return convertInside();
}

function textLeaf(text: string, marks: Marks): Text {
  return { text, ...marks } as Text;
}

/** Google Docs wraps a whole copied passage in `<b style="font-weight:normal">`; that one is not bold. */
function turnedOffByStyle(element: Element, tag: string): boolean {
  return tag === 'b' && /font-weight\s*:\s*(normal|[1-4]00)\b/i.test(element.getAttribute('style') ?? '');
}
