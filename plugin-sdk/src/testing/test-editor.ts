import { createEditor, type Descendant, type Editor } from 'slate';
import { withHistory } from 'slate-history';
import { isHotkey, parseHotkey, type KeyboardEventLike } from 'is-hotkey';
import type { PluginManifest } from '@quire/core';
import type { AuthoringPart, EditorServices } from '../authoring.js';
import { withPluginElements, withQuireCommands } from '../host-authoring.js';

/** A plugin as the test kit takes it: its manifest and, optionally, its authoring part. @public */
export interface TestPlugin {
  readonly manifest: PluginManifest;
  readonly authoring?: AuthoringPart;
}

const servicesByEditor = new WeakMap<Editor, EditorServices>();

/**
 * A headless Slate editor holding only the given plugins (their `extendEditor` applied in
 * order, as the block editor does), for asserting on the tree after
 * typing or running commands (Plate's testing habit).
 * @public
 */
export function createTestEditor(
  plugins: readonly TestPlugin[],
  initialValue: Descendant[],
  overrides: Partial<EditorServices> = {},
): Editor {
  let n = 0;
  const services: EditorServices = {
    createId: () => `new${++n}`,
    projectSlug: 'test-project',
    loadPages: async () => [],
    pickMedia: async () => undefined,
    requestContentType: () => Promise.reject(new Error('No server in this test')), requestApi: () => Promise.reject(new Error('No server in this test')),
    ...overrides,
  };
  let editor = withPluginElements(
    withQuireCommands(withHistory(createEditor()) as Editor),
    plugins.flatMap((p) => p.manifest.elements ?? []),
    plugins.flatMap((p) => (p.authoring ? [{ pluginId: p.manifest.id, part: p.authoring }] : [])),
    services.createId,
  );
  for (const p of plugins) if (p.authoring?.extendEditor) editor = p.authoring.extendEditor(editor, services);
  editor.children = initialValue;
  servicesByEditor.set(editor, services);
  return editor;
}

/** The services a test editor was built with, to pass to commands and dialogs. @public */
export function testEditorServices(editor: Editor): EditorServices {
  const services = servicesByEditor.get(editor);
  if (!services) throw new Error('Not an editor made by createTestEditor');
  return services;
}

/**
 * Presses a key (is-hotkey syntax: `tab`, `shift+tab`, `mod+l`) the way the block editor
 * does: every plugin's key handlers whose hotkey matches run in plugin order until one
 * returns true. Returns whether one took the key (the editor would then prevent the
 * browser's default).
 * @public
 */
export function pressKey(editor: Editor, plugins: readonly TestPlugin[], hotkey: string): boolean {
  const event = keyEvent(hotkey);
  const services = testEditorServices(editor);
  for (const plugin of plugins) {
    for (const handler of plugin.authoring?.keyHandlers ?? []) {
      if (isHotkey(handler.hotkey, event) && handler.handle(editor, services)) return true;
    }
  }
  return false;
}

// The keydown a browser would send for the hotkey, with both its key name and key code,
// so handlers match whichever way they compare.
function keyEvent(hotkey: string): KeyboardEventLike {
  const byCode = parseHotkey(hotkey);
  return { ...byCode, which: byCode.which ?? 0, key: parseHotkey(hotkey, { byKey: true }).key ?? '' };
}
