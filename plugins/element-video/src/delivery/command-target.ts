import { useEffect, useRef } from 'react';
import type { CueRange } from '../common/cue-range.js';
import { cueCommandMessage } from '../common/cue-command.js';

/**
 * The document event that carries a command to an element of the page by its id (a
 * command button's `target` and `message`, spec authoring §3 command_button). Plugins
 * never import each other, so this name and its detail are the contract.
 * @public
 */
export const COMMAND_EVENT = 'quire:command';

/** What a command event carries. @public */
export interface CommandDetail {
  readonly target: string;
  readonly message: string;
}

/** Sends `message` to the element whose id is `target`. @public */
export function sendCommand(target: string, message: string): void {
  document.dispatchEvent(new CustomEvent<CommandDetail>(COMMAND_EVENT, { detail: { target, message } }));
}

/**
 * Asks the video player of element `target` to play a cue point: seek to its start,
 * play, and pause at its end (delivery §4).
 * @public
 */
export function playVideoCue(target: string, range: CueRange): void {
  sendCommand(target, cueCommandMessage(range));
}

/** Calls `onMessage` with each command sent to `target` while the calling view is shown. @public */
export function useCommandTarget(target: string | undefined, onMessage: (message: string) => void): void {
  const latest = useRef(onMessage);
  useEffect(() => {
    latest.current = onMessage;
  });
  useEffect(() => {
    if (!target) return undefined;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<Partial<CommandDetail> | null>).detail;
      if (detail?.target === target && typeof detail.message === 'string') latest.current(detail.message);
    };
    document.addEventListener(COMMAND_EVENT, listener);
    return () => document.removeEventListener(COMMAND_EVENT, listener);
  }, [target]);
}
