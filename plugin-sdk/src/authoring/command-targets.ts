import type { ComponentType } from 'react';
import { Element as SlateElement, Node, type Editor } from 'slate';
import type { Element } from '@quire/core';

/** Props of a command target's own message editor. @public */
export interface CommandMessageEditorProps {
  /** The element the message is for, as it is in the document. */
  readonly target: Element;
  /** The message the command button holds now ('' for none). */
  readonly message: string;
  /**
   * Gives the message the author made, or `undefined` while the editor holds something
   * that makes no message (a time that is not a number): the dialog does not save then.
   */
  readonly onChange: (message: string | undefined) => void;
}

/** A message editor a command target gives, shown instead of the raw command editor. @public */
export interface CommandMessageEditor {
  /** Its heading in the dialog, e.g. 'Video Command Editor'. */
  readonly title: string;
  /** The editor, drawn under the heading while the target is chosen. */
  readonly component: ComponentType<CommandMessageEditorProps>;
}

/**
 * Declares that elements of a kind take commands on the learner's page (their delivery
 * view listens with `useCommandTarget` of `@quire/plugin-sdk/delivery`), so a command
 * button's dialog offers them as targets. Given on the authoring part's element
 * (`AuthoringElement.commandTarget`).
 * @public
 */
export interface CommandTargetDeclaration {
  /** How an element of the kind is named in the list of targets: 'Video: Cells dividing'. */
  readonly label: (element: Element) => string;
  /** An editor for the messages the target understands; without one, the raw command editor. */
  readonly messageEditor?: CommandMessageEditor;
}

/** An element of the document that takes commands, as a command button's dialog lists it. @public */
export interface PageCommandTarget {
  /** The target element, as it is in the document. */
  readonly element: Element;
  /** The declared label, numbered when two targets would read the same. */
  readonly label: string;
  /** The message editor its kind declares, if any. */
  readonly messageEditor?: CommandMessageEditor;
}

const declarationsByEditor = new WeakMap<Editor, ReadonlyMap<string, CommandTargetDeclaration>>();
const targetsByDocument = new WeakMap<Editor, { readonly children: readonly Node[]; readonly targets: readonly PageCommandTarget[] }>();

/** Records the kinds the loaded plugins declare as command targets; `withPluginElements` calls it. */
export function rememberCommandTargets(
  editor: Editor,
  parts: readonly { readonly part: { readonly elements?: Readonly<Record<string, { readonly commandTarget?: CommandTargetDeclaration }>> } }[],
): void {
  const declarations = new Map<string, CommandTargetDeclaration>();
  for (const { part } of parts) {
    for (const [kind, element] of Object.entries(part.elements ?? {})) if (element.commandTarget) declarations.set(kind, element.commandTarget);
  }
  declarationsByEditor.set(editor, declarations);
}

/**
 * The elements of the editor's document that take commands, in reading order, with their
 * labels: what a command button may send a message to. Worked out once per change of the
 * document, however many views ask.
 * @public
 */
export function pageCommandTargets(editor: Editor): readonly PageCommandTarget[] {
  const cached = targetsByDocument.get(editor);
  if (cached && cached.children === editor.children) return cached.targets;
  const declarations = declarationsByEditor.get(editor);
  const targets: PageCommandTarget[] = [];
  const seen = new Map<string, number>();
  if (declarations && declarations.size > 0) {
    for (const [node] of Node.descendants(editor)) {
      if (!SlateElement.isElement(node) || node.id === undefined) continue;
      const declaration = declarations.get(node.type);
      if (!declaration) continue;
      const label = declaration.label(node);
      const count = (seen.get(label) ?? 0) + 1;
      seen.set(label, count);
      targets.push({ element: node, label: count === 1 ? label : `${label} (${count})`, messageEditor: declaration.messageEditor });
    }
  }
  targetsByDocument.set(editor, { children: editor.children, targets });
  return targets;
}
