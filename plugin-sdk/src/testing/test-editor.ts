import { createEditor, type Descendant, type Editor } from 'slate';
import { withHistory } from 'slate-history';
import type { PluginManifest } from '@quire/core';
import { withPluginElements, type AuthoringPart } from '../authoring.js';

/**
 * A headless Slate editor holding only the given plugins, for asserting on the tree after
 * typing or running commands (Plate's testing habit).
 * @public
 */
export function createTestEditor(
  plugins: readonly { readonly manifest: PluginManifest; readonly authoring?: AuthoringPart }[],
  initialValue: Descendant[],
): Editor {
  let n = 0;
  const editor = withPluginElements(
    withHistory(createEditor()) as Editor,
    plugins.flatMap((p) => p.manifest.elements ?? []),
    plugins.flatMap((p) => (p.authoring ? [{ pluginId: p.manifest.id, part: p.authoring }] : [])),
    () => `new${++n}`,
  );
  editor.children = initialValue;
  return editor;
}
