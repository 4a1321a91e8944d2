import { Transforms } from 'slate';
import type { AuthoringPart, CommandDialogProps, InsertCommand } from '@quire/plugin-sdk/authoring';
import type { TestPlugin } from './editor-test-plugins.js';

/** What the fake link dialog was opened with, for assertions. */
export const openedDialogs: CommandDialogProps[] = [];

function FakeLinkDialog(props: CommandDialogProps) {
  openedDialogs.push(props);
  return (
    <div>
      <label>
        Address <input type="text" />
      </label>
      <button type="button" onClick={props.close}>
        Done
      </button>
      <button type="button" onClick={() => Transforms.deselect(props.editor)}>
        Lose selection
      </button>
    </div>
  );
}

/**
 * A plugin with toolbar commands of each kind: a primary 'Link' command with a dialog and
 * the mod+l hotkey, a primary 'Shout' command that runs at once, and a 'more' command.
 */
export const commandsTestPlugin: TestPlugin = {
  pluginId: 'test-commands',
  part: {
    toolbarCommands: [
      { id: 'test-link', label: 'Link', placement: 'primary', hotkey: 'mod+l', dialog: FakeLinkDialog },
      {
        id: 'test-shout',
        label: 'Shout',
        icon: '!',
        placement: 'primary',
        isActive: (editor) => editor.children.length > 1,
        run: (editor) => editor.insertText('!'),
      },
      { id: 'test-whisper', label: 'Whisper', placement: 'more', run: (editor) => editor.insertText('…') },
    ],
  } satisfies AuthoringPart,
};

/** A plugin offering `count` inserts of its own, for menu layout tests. */
export function insertsTestPlugin(count: number, category: InsertCommand['category'] = 'Other'): TestPlugin {
  const inserts: InsertCommand[] = Array.from({ length: count }, (_, i) => ({
    label: `Extra ${i + 1}`,
    category,
    level: 'extended',
    create: (createId) => ({ type: 'p', id: createId(), children: [{ text: `extra ${i + 1}` }] }),
  }));
  return { pluginId: 'test-inserts', part: { elements: { test_extra: { component: () => null, inserts } } } };
}
