import { sendCommand } from '@quire/plugin-sdk/delivery';
import type { CueRange } from '../common/cue-range.js';
import { videoCommandMessage, type VideoCommand } from '../common/video-command.js';

/**
 * Sends `command` to the video player of element `target` through the page's message bus;
 * answers whether a player took it.
 * @public
 */
export function sendVideoCommand(target: string, command: VideoCommand): boolean {
  return sendCommand(target, videoCommandMessage(command));
}

/**
 * Asks the video player of element `target` to play a cue point: seek to its start, play,
 * and pause at its end (delivery §4).
 * @public
 */
export function playVideoCue(target: string, range: CueRange): boolean {
  return sendVideoCommand(target, { kind: 'cue', range });
}
