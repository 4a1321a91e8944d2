import type { InsertCommand } from '@quire/plugin-sdk/authoring';
import type { InsertMenu } from '../insert/insert-menu-model.js';
import { MenuButton } from './menu-button.js';
import { ToolbarButton } from './toolbar-button.js';

export interface InsertControlsProps {
  readonly menu: InsertMenu;
  readonly onInsert: (command: InsertCommand) => void;
}

/** The first insert commands as buttons, the rest in an 'Insert' dropdown grouped by category. */
export function InsertControls({ menu, onInsert }: InsertControlsProps) {
  return (
    <>
      {menu.buttons.map((command) => (
        <ToolbarButton key={command.label} label={`Insert ${command.label}`} className="insert-button" onClick={() => onInsert(command)}>
          {command.label}
        </ToolbarButton>
      ))}
      {menu.groups.length > 0 ? (
        <MenuButton
          label="Insert"
          className="insert-menu"
          groups={menu.groups.map((group) => ({
            label: group.category,
            entries: group.commands.map((command) => ({ id: command.label, label: command.label, onSelect: () => onInsert(command) })),
          }))}
        />
      ) : null}
    </>
  );
}
