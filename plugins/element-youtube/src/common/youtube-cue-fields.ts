import { formatCueTime } from './format-cue-time.js';
import { parseCueTime } from './parse-cue-time.js';

/** Shown under a start or end time that cannot be read. @public */
export const CUE_TIME_FORMAT_MESSAGE = 'Enter seconds (90) or minutes and seconds (1:30).';
/** Shown under an end time that is not after the start. @public */
export const CUE_END_BEFORE_START_MESSAGE = 'The end time must be after the start time.';

/** What the author typed for the part of the video to play, read and checked. @public */
export interface CueFields {
  readonly startTime?: number;
  readonly endTime?: number;
  readonly startError?: string;
  readonly endError?: string;
}

/**
 * Reads the start and end times of the settings dialog: blank is unset, otherwise seconds
 * or `m:ss` (core's `parseCueTime`). An end must come after the start (or after 0 when no
 * start is set): YouTube would otherwise play nothing.
 * @public
 */
export function readCueFields(startText: string, endText: string): CueFields {
  const start = readTime(startText);
  const end = readTime(endText);
  const startError = start === null ? CUE_TIME_FORMAT_MESSAGE : undefined;
  let endError = end === null ? CUE_TIME_FORMAT_MESSAGE : undefined;
  if (typeof end === 'number' && end <= (typeof start === 'number' ? start : 0)) endError = CUE_END_BEFORE_START_MESSAGE;
  return {
    startTime: typeof start === 'number' ? start : undefined,
    endTime: typeof end === 'number' ? end : undefined,
    startError,
    endError,
  };
}

/** A stored time as the dialog shows it: `1:30`, or `1:30.25` when it has hundredths. @public */
export function cueFieldText(seconds: number | undefined): string {
  return seconds === undefined ? '' : formatCueTime(seconds).replace(/\.00$/, '');
}

// undefined: blank; null: unreadable.
function readTime(text: string): number | undefined | null {
  if (text.trim() === '') return undefined;
  return parseCueTime(text) ?? null;
}
