import { describe, expect, it } from 'vitest';
import { createEditorTestPlugins } from './testing/editor-test-plugins.js';
import { commandsTestPlugin } from './testing/commands-test-plugin.js';
import { compileHotkeys, describeHotkey } from './editor-hotkeys.js';

/** A key press as is-hotkey reads it: the key code and the modifiers. */
function press(which: number, modifiers: { ctrlKey?: boolean } = {}): KeyboardEvent {
  return { which, keyCode: which, key: '', altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, ...modifiers } as unknown as KeyboardEvent;
}

describe('editor hotkeys', () => {
  it("compiles the marks' and the toolbar commands' hotkeys", () => {
    const hotkeys = compileHotkeys(createEditorTestPlugins([commandsTestPlugin]));
    expect(hotkeys.marks.map((h) => h.mark)).toEqual(['strong', 'em', 'code']);
    const ctrlL = press(76, { ctrlKey: true });
    const ctrlB = press(66, { ctrlKey: true });
    expect(hotkeys.commands.filter((h) => h.matches(ctrlL)).map((h) => h.command.id)).toEqual(['test-link']);
    expect(hotkeys.commands.some((h) => h.matches(ctrlB))).toBe(false);
    expect(hotkeys.marks.find((h) => h.matches(ctrlB))?.mark).toBe('strong');
  });

  it('describes a hotkey the way people read it', () => {
    expect(describeHotkey('mod+b', false)).toBe('Ctrl+B');
    expect(describeHotkey('mod+shift+z', true)).toBe('⌘+Shift+Z');
    expect(describeHotkey('mod+;', false)).toBe('Ctrl+;');
  });
});
