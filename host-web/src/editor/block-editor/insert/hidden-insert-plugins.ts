import { createContext } from 'react';

/**
 * The ids of the plugins whose insert commands the editors below leave out: those the
 * project's owner switched off. Their elements still render and can still be edited.
 */
export const HiddenInsertPluginsContext = createContext<ReadonlySet<string>>(new Set());
