import type { Editor } from 'slate';
import type { ElementContribution, ElementStructure } from '@quire/core';

// The structures of the kinds each editor was taught, so plugin code can ask about a kind
// (another plugin's too) without knowing it.
const structuresByEditor = new WeakMap<Editor, ReadonlyMap<string, ElementStructure>>();

/** Records the element kinds an editor knows; `withPluginElements` calls it. @public */
export function rememberElementStructures(editor: Editor, elements: readonly ElementContribution[]): void {
  structuresByEditor.set(editor, new Map(elements.map((element) => [element.kind, element.structure])));
}

/**
 * The structure of `kind` in an editor built with `withPluginElements` (block or inline,
 * what its children may be); undefined for a kind no loaded plugin contributes.
 * @public
 */
export function editorElementStructure(editor: Editor, kind: string): ElementStructure | undefined {
  return structuresByEditor.get(editor)?.get(kind);
}
