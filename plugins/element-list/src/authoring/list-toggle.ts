import { Editor, Node, Path, Transforms, type Element as SlateElement } from 'slate';
import { LI_KIND } from '../common/list-kinds.js';
import { outdentListItems } from './list-indent.js';
import { isListItem, selectedListItems, selectedTextBlockPaths, type ListKind } from './list-queries.js';

// The free-standing text blocks a list can be made of (element-text's kinds); a table
// cell or a term is a text block too, but must stay where it is.
const LISTABLE_KINDS: ReadonlySet<string> = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * The block type dropdown's 'Bulleted list' and 'Numbered list': outside a list the
 * selected paragraphs and headings become one list, an item each; in a list of `kind`
 * the selected items leave every list; in a list of the other kind that list switches
 * kind.
 * @public
 */
export function toggleList(editor: Editor, kind: ListKind, createId: () => string): void {
  const items = selectedListItems(editor);
  if (items.length === 0) {
    wrapInList(editor, kind, createId);
    return;
  }
  const lists = items.map((item) => Path.parent(item)).filter((path, i, all) => all.findIndex((p) => Path.equals(p, path)) === i);
  if ((Node.get(editor, lists[0]) as SlateElement).type === kind) {
    liftOutOfLists(editor, createId);
    return;
  }
  Editor.withoutNormalizing(editor, () => {
    for (const path of lists) {
      // Bullet and numbering styles do not carry over between the kinds.
      Transforms.setNodes(editor, { type: kind }, { at: path });
      Transforms.unsetNodes(editor, 'style', { at: path });
    }
  });
}

/** Takes the selected blocks out of every list they are in (a paragraph or heading chosen in a list). @public */
export function liftOutOfLists(editor: Editor, createId: () => string): void {
  Editor.withoutNormalizing(editor, () => {
    for (let items = selectedListItems(editor); items.length > 0; items = selectedListItems(editor)) {
      outdentListItems(editor, items, createId);
    }
  });
}

function wrapInList(editor: Editor, kind: ListKind, createId: () => string): void {
  const blocks = selectedTextBlockPaths(editor).filter((path) => LISTABLE_KINDS.has((Node.get(editor, path) as SlateElement).type));
  Editor.withoutNormalizing(editor, () => {
    for (const run of siblingRuns(blocks).reverse()) {
      for (const path of [...run].reverse()) Transforms.wrapNodes(editor, { type: LI_KIND, id: createId(), children: [] }, { at: path });
      const parent = Path.parent(run[0]);
      Transforms.wrapNodes(editor, { type: kind, id: createId(), children: [] }, {
        at: Editor.range(editor, run[0], run[run.length - 1]),
        match: (n, p) => isListItem(n) && Path.equals(Path.parent(p), parent),
      });
    }
  });
}

// Groups paths of consecutive siblings: each run becomes one list.
function siblingRuns(paths: readonly Path[]): Path[][] {
  const runs: Path[][] = [];
  for (const path of paths) {
    const run = runs[runs.length - 1];
    const last = run?.[run.length - 1];
    if (last && Path.hasPrevious(path) && Path.equals(Path.previous(path), last)) run.push(path);
    else runs.push([path]);
  }
  return runs;
}
