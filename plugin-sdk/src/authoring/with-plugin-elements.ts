import { Editor, Element as SlateElement, Range, Transforms } from 'slate';
import type { ElementContribution } from '@quire/core';
import type { AuthoringPart, MarkdownShortcut } from './authoring-part.js';
import { rememberElementStructures } from './editor-element-structure.js';
import { rememberCommandTargets } from './command-targets.js';

/**
 * Teaches a Slate editor the loaded element plugins: which kinds are inline or void (from
 * their structure), the Markdown shortcuts and command targets their authoring parts declare. The block
 * editor and the plugin test kit both build their editors with it.
 * @public
 */
export function withPluginElements<E extends Editor>(
  editor: E,
  elements: readonly ElementContribution[],
  parts: readonly { readonly pluginId: string; readonly part: AuthoringPart }[],
  createId: () => string,
): E {
  rememberElementStructures(editor, elements);
  rememberCommandTargets(editor, parts);
  const inline = new Set(elements.filter((e) => e.structure.display === 'inline').map((e) => e.kind));
  const voids = new Set(elements.filter((e) => e.structure.content.type === 'void').map((e) => e.kind));
  // Shortcuts retype a free-standing text block (p, h1…); a table cell, a term or a
  // definition would be broken by turning it into another kind.
  const textBlocks = new Set(
    elements
      .filter((e) => e.structure.display === 'block' && e.structure.content.type === 'inline' && !e.structure.parents)
      .map((e) => e.kind),
  );
  const shortcuts = new Map<string, MarkdownShortcut>();
  const shortcutOwners = new Map<string, string>();
  for (const { pluginId, part } of parts) {
    for (const element of Object.values(part.elements ?? {})) {
      for (const shortcut of element.markdown ?? []) {
        const owner = shortcutOwners.get(shortcut.trigger);
        if (owner !== undefined && owner !== pluginId) {
          throw new Error(`Markdown shortcut '${shortcut.trigger}' is declared by both plugin '${owner}' and plugin '${pluginId}'`);
        }
        shortcutOwners.set(shortcut.trigger, pluginId);
        shortcuts.set(shortcut.trigger, shortcut);
      }
    }
  }
  const { isInline, isVoid, insertText } = editor;
  editor.isInline = (element) => inline.has(element.type) || isInline(element);
  editor.isVoid = (element) => voids.has(element.type) || isVoid(element);
  editor.insertText = (text, options) => {
    if (text === ' ' && applyShortcut(editor, shortcuts, textBlocks, createId)) return;
    insertText(text, options);
  };
  return editor;
}

function applyShortcut(
  editor: Editor,
  shortcuts: ReadonlyMap<string, MarkdownShortcut>,
  textBlocks: ReadonlySet<string>,
  createId: () => string,
): boolean {
  const { selection } = editor;
  if (!selection || !Range.isCollapsed(selection)) return false;
  const entry = Editor.above<SlateElement>(editor, { match: (n) => SlateElement.isElement(n) && Editor.isBlock(editor, n) });
  if (!entry || !textBlocks.has(entry[0].type)) return false;
  const [, path] = entry;
  const start = Editor.start(editor, path);
  const before = { anchor: selection.anchor, focus: start };
  const shortcut = shortcuts.get(Editor.string(editor, before));
  if (!shortcut) return false;
  Transforms.select(editor, before);
  Transforms.delete(editor);
  Transforms.setNodes(editor, { type: shortcut.kind, ...shortcut.fields }, { at: path });
  // Wrap innermost first, so the outermost container ends up outside.
  for (const kind of [...(shortcut.wrapIn ?? [])].reverse()) {
    Transforms.wrapNodes(editor, { type: kind, id: createId(), children: [] }, { at: path });
  }
  return true;
}
