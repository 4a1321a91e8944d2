import { cueCommandMessage, parseCueCommand } from './cue-command.js';
import type { CueRange } from './cue-range.js';

/**
 * What a command button may ask of a video player (its message, spec authoring §3
 * command_button): play, pause, or play a cue (seek to its start, play, and pause at its end,
 * delivery §4).
 * @public
 */
export type VideoCommand = { readonly kind: 'play' } | { readonly kind: 'pause' } | { readonly kind: 'cue'; readonly range: CueRange };

/** The messages of play and pause; a cue is `startcuepoint=12.5;endcuepoint=30`. @public */
export const VIDEO_COMMAND_WORDS = { play: 'play', pause: 'pause' } as const;

/** The message that carries `command` to a video player. @public */
export function videoCommandMessage(command: VideoCommand): string {
  return command.kind === 'cue' ? cueCommandMessage(command.range) : VIDEO_COMMAND_WORDS[command.kind];
}

/** The command a message asks of a video player, or `undefined` when it is not one. @public */
export function parseVideoCommand(message: string): VideoCommand | undefined {
  const word = message.trim().toLowerCase();
  if (word === VIDEO_COMMAND_WORDS.play) return { kind: 'play' };
  if (word === VIDEO_COMMAND_WORDS.pause) return { kind: 'pause' };
  const range = parseCueCommand(message);
  return range ? { kind: 'cue', range } : undefined;
}
