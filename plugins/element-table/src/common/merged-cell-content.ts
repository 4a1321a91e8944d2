import { isText, type Descendant, type Element, type Text } from '@quire/plugin-sdk';

function isEmpty(children: readonly Descendant[]): boolean {
  return children.every((child) => isText(child) && child.text === '');
}

function sameMarks(a: Text, b: Text): boolean {
  const keys = (t: Text) => Object.keys(t).filter((k) => k !== 'text').sort().join();
  return keys(a) === keys(b);
}

// Adjacent texts with the same marks become one, as Slate would leave them.
function joinTexts(children: readonly Descendant[]): Descendant[] {
  const out: Descendant[] = [];
  for (const child of children) {
    const last = out[out.length - 1];
    if (last !== undefined && isText(last) && isText(child) && sameMarks(last, child)) out[out.length - 1] = { ...last, text: last.text + child.text };
    else out.push(child);
  }
  return out;
}

/**
 * The content of two merged cells: the first cell's, then the second's. Texts are joined
 * with a space; when either cell holds blocks, the other's text becomes a paragraph. An
 * empty cell adds nothing.
 * @public
 */
export function mergedCellContent(first: Element, second: Element, createId: () => string): Descendant[] {
  if (isEmpty(second.children)) return first.children;
  if (isEmpty(first.children)) return second.children;
  const holdsInline = (cell: Element) => cell.children.some(isText);
  if (holdsInline(first) && holdsInline(second)) return joinTexts([...first.children, { text: ' ' }, ...second.children]);
  const asBlocks = (cell: Element): Descendant[] =>
    holdsInline(cell) ? [{ type: 'p', id: createId(), children: cell.children }] : cell.children;
  return [...asBlocks(first), ...asBlocks(second)];
}
