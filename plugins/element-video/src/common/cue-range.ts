/**
 * The time range a media cue covers, in seconds. No `end` means the cue marks the start
 * time only.
 * @public
 */
export interface CueRange {
  start: number;
  end?: number;
}

/**
 * Builds a cue's range from the start and end an author entered: "an empty end or one
 * before start means start only", and an end equal to the start does too (the range
 * would be empty). So the result has an `end` only when it is after `start`.
 *
 * A missing, NaN or negative start is taken as 0 (the beginning of the media); a NaN end
 * counts as empty.
 * @public
 */
export function cueRange(start: number | undefined, end: number | undefined): CueRange {
  const from = start !== undefined && start > 0 ? start : 0;
  if (end === undefined || Number.isNaN(end) || end <= from) return { start: from };
  return { start: from, end };
}
