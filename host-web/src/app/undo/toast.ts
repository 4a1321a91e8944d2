import type { Undoable } from '@quire/plugin-sdk/delivery';

/** An offered undo on screen: the action, and why its undo failed if it did. */
export interface Toast {
  readonly id: number;
  readonly undoable: Undoable;
  readonly failure?: string;
}
