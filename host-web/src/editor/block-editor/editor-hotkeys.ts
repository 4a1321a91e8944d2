import isHotkey from 'is-hotkey';
import type { KeyHandler, ToolbarCommand } from '@quire/plugin-sdk/authoring';
import type { EditorPlugins } from './gather-editor-plugins.js';

type KeyMatcher = (event: KeyboardEvent) => boolean;

/** The editor's keyboard shortcuts, compiled once per plugin set, checked in this order. */
export interface EditorHotkeys {
  /** Toggle a mark (mod+b…). */
  readonly marks: readonly { readonly matches: KeyMatcher; readonly mark: string }[];
  /** Run a toolbar command or open its dialog (mod+l…). */
  readonly commands: readonly { readonly matches: KeyMatcher; readonly command: ToolbarCommand }[];
  /** Plugin key behaviours (tab in a list…); the first that takes the key wins. */
  readonly keys: readonly { readonly matches: KeyMatcher; readonly handle: KeyHandler['handle'] }[];
}

export function compileHotkeys(plugins: EditorPlugins): EditorHotkeys {
  const parts = plugins.parts.map(({ part }) => part);
  return {
    marks: parts.flatMap((part) => Object.entries(part.markHotkeys ?? {}).map(([hotkey, mark]) => ({ matches: isHotkey(hotkey), mark }))),
    commands: parts.flatMap((part) =>
      (part.toolbarCommands ?? []).flatMap((command) => (command.hotkey ? [{ matches: isHotkey(command.hotkey), command }] : [])),
    ),
    keys: parts.flatMap((part) => (part.keyHandlers ?? []).map((handler) => ({ matches: isHotkey(handler.hotkey), handle: handler.handle }))),
  };
}

/** Whether the keyboard is an Apple one: ⌘ for mod, and ⌘+arrows for the page's ends. */
export const IS_APPLE = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** An is-hotkey shortcut as people read it: `mod+b` → `Ctrl+B` (`⌘+B` on Apple devices). */
export function describeHotkey(hotkey: string, apple = IS_APPLE): string {
  return hotkey
    .split('+')
    .map((key) => (key === 'mod' ? (apple ? '⌘' : 'Ctrl') : key.length === 1 ? key.toUpperCase() : key[0].toUpperCase() + key.slice(1)))
    .join('+');
}
