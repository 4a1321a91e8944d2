import { cueRange, type CueRange } from './cue-range.js';

const CUE_MESSAGE = /^\s*startcuepoint=(\d+(?:\.\d+)?)(?:\s*;\s*endcuepoint=(\d+(?:\.\d+)?))?\s*;?\s*$/;

/**
 * The command a cue point sends to a video player (a command button's message, spec
 * authoring §3 command_button): `startcuepoint=12.5;endcuepoint=30`, or just the start
 * when the cue has no end.
 * @public
 */
export function cueCommandMessage(range: CueRange): string {
  const { start, end } = cueRange(range.start, range.end);
  return end === undefined ? `startcuepoint=${start}` : `startcuepoint=${start};endcuepoint=${end}`;
}

/**
 * The cue a command asks a video player to play (delivery §4: "the player seeks to the
 * start, plays, and pauses at the end"), or `undefined` when the message is not a cue.
 * An end at or before the start means the start only (core's `cueRange`).
 * @public
 */
export function parseCueCommand(message: string): CueRange | undefined {
  const match = CUE_MESSAGE.exec(message);
  if (!match) return undefined;
  return cueRange(Number(match[1]), match[2] === undefined ? undefined : Number(match[2]));
}
