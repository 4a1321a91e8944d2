import {
  COMMAND_CATEGORIES,
  INSERT_MENU_LEVELS,
  type AuthoringPart,
  type CommandCategory,
  type InsertCommand,
  type InsertMenuLevel,
} from '@quire/plugin-sdk/authoring';

/** How many insert commands are buttons of their own (spec authoring §9). */
export const INSERT_BUTTON_COUNT = 2;

/** The insert controls: the first commands as buttons, the rest grouped by category. */
export interface InsertMenu {
  readonly buttons: readonly InsertCommand[];
  readonly groups: readonly { readonly category: CommandCategory; readonly commands: readonly InsertCommand[] }[];
}

/** Every element's `insert` and `inserts` commands, in plugin order. */
export function allInsertCommands(parts: readonly { readonly part: AuthoringPart }[]): InsertCommand[] {
  return parts.flatMap(({ part }) =>
    Object.values(part.elements ?? {}).flatMap((element) => [...(element.insert ? [element.insert] : []), ...(element.inserts ?? [])]),
  );
}

/** True when a command of level `command` is offered at menu level `menu`: its own level and every one above. */
export function isOfferedAt(command: InsertMenuLevel, menu: InsertMenuLevel): boolean {
  return INSERT_MENU_LEVELS.indexOf(command) <= INSERT_MENU_LEVELS.indexOf(menu);
}

/**
 * The insert menu at one level: commands sorted by category (stable within one), the
 * first two as buttons and the rest in category groups.
 */
export function buildInsertMenu(commands: readonly InsertCommand[], level: InsertMenuLevel): InsertMenu {
  const offered = commands
    .filter((c) => isOfferedAt(c.level, level))
    .map((command, index) => ({ command, index }))
    .sort((a, b) => COMMAND_CATEGORIES.indexOf(a.command.category) - COMMAND_CATEGORIES.indexOf(b.command.category) || a.index - b.index)
    .map((entry) => entry.command);
  const rest = offered.slice(INSERT_BUTTON_COUNT);
  return {
    buttons: offered.slice(0, INSERT_BUTTON_COUNT),
    groups: COMMAND_CATEGORIES.map((category) => ({ category, commands: rest.filter((c) => c.category === category) })).filter(
      (group) => group.commands.length > 0,
    ),
  };
}
