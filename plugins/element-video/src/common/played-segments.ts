/** A stretch of a video the learner watched, in seconds. @public */
export interface PlayedSegment {
  readonly start: number;
  readonly end: number;
}

// Media clocks report times like 10.000001 and 9.999999 for the same moment.
const SAME_MOMENT = 0.001;

/**
 * The segments after one more was watched, in the order they were watched (the ADL video
 * profile keeps them chronological). A segment that starts where the last one ended
 * (paused and played again without moving) extends it; an empty or backwards one is
 * dropped.
 * @public
 */
export function addPlayedSegment(segments: readonly PlayedSegment[], segment: PlayedSegment): PlayedSegment[] {
  if (!(segment.end - segment.start > SAME_MOMENT)) return [...segments];
  const last = segments[segments.length - 1];
  if (last && Math.abs(segment.start - last.end) <= SAME_MOMENT) return [...segments.slice(0, -1), { start: last.start, end: segment.end }];
  return [...segments, segment];
}

const seconds = (n: number) => String(Math.round(n * 1000) / 1000);

/**
 * The segments as the profile's played-segments text: `start[.]end` pairs joined by
 * `[,]`, to the millisecond (`0[.]12.5[,]20[.]31`); '' when nothing was watched.
 * @public
 */
export function formatPlayedSegments(segments: readonly PlayedSegment[]): string {
  return segments.map((s) => `${seconds(s.start)}[.]${seconds(s.end)}`).join('[,]');
}

/**
 * How much of the video has been watched, 0 to 1 to three decimals: the length of the
 * union of the segments (a part watched twice counts once) over the video's length. 0
 * while the length is unknown.
 * @public
 */
export function playedProgress(segments: readonly PlayedSegment[], duration: number): number {
  if (!(duration > 0) || !Number.isFinite(duration)) return 0;
  const sorted = [...segments].sort((a, b) => a.start - b.start);
  let watched = 0;
  let reach = 0;
  for (const { start, end } of sorted) {
    const from = Math.max(start, reach, 0);
    const to = Math.min(end, duration);
    if (to > from) watched += to - from;
    reach = Math.max(reach, end);
  }
  return Math.min(1, Math.round((watched / duration) * 1000) / 1000);
}
