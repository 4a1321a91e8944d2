import type { Editor } from 'slate';
import type { MarkContribution } from '@quire/core';
import type { ToolbarCommand } from '@quire/plugin-sdk/authoring';
import { isMarkActive, toggleMark } from '../mark-commands.js';
import { MenuButton, type MenuGroup } from './menu-button.js';

export interface MoreMenuProps {
  readonly editor: Editor;
  /** The marks that are not toolbar buttons. */
  readonly marks: readonly MarkContribution[];
  /** The commands placed in 'More'. */
  readonly commands: readonly ToolbarCommand[];
  readonly onCommand: (command: ToolbarCommand) => void;
  /** After an entry acted on the editor (a dialog takes the focus itself): back to the editor. */
  readonly onDone: () => void;
}

/** The 'More' menu: the other marks as checkable entries, then the plugins' 'more' commands. */
export function MoreMenu({ editor, marks, commands, onCommand, onDone }: MoreMenuProps) {
  const groups: MenuGroup[] = [
    {
      entries: marks.map((mark) => ({
        id: `mark:${mark.name}`,
        label: mark.label,
        kind: 'checkbox' as const,
        checked: isMarkActive(editor, mark.name),
        onSelect: () => {
          toggleMark(editor, mark.name);
          onDone();
        },
      })),
    },
    {
      entries: commands.map((command) => ({
        id: `command:${command.id}`,
        label: command.label,
        ...(command.isActive ? { kind: 'checkbox' as const, checked: command.isActive(editor) } : {}),
        disabled: command.isEnabled ? !command.isEnabled(editor) : false,
        onSelect: () => {
          onCommand(command);
          if (!command.dialog) onDone();
        },
      })),
    },
  ].filter((group) => group.entries.length > 0);
  if (groups.length === 0) return null;
  return <MenuButton label="More" groups={groups} />;
}
