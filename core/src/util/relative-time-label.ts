const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function ago(count: number, unit: string): string {
  return count === 1 ? `1 ${unit} ago` : `${count} ${unit}s ago`;
}

/**
 * How long ago `from` was, seen at `now`, for "last edited" style labels: "Relative time
 * labels run from just now to years ago". Each step counts whole units (rounded down):
 *
 * - under 45 seconds: `'just now'`
 * - under an hour: `'1 minute ago'` (from 45 s), `'N minutes ago'`
 * - under a day: `'1 hour ago'`, `'N hours ago'`
 * - under 30 days: `'1 day ago'`, `'N days ago'`
 * - under 365 days: `'1 month ago'` … `'11 months ago'` (a month is 30 days, capped at 11)
 * - from 365 days: `'1 year ago'`, `'N years ago'` (a year is 365 days)
 *
 * A `from` in the future (clock skew between machines) also gives `'just now'`. An
 * invalid date gives `''`.
 * @public
 */
export function relativeTimeLabel(from: Date, now: Date): string {
  const elapsed = now.getTime() - from.getTime();
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < 45 * SECOND) return 'just now';
  if (elapsed < HOUR) return ago(Math.max(1, Math.floor(elapsed / MINUTE)), 'minute');
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour');
  const days = Math.floor(elapsed / DAY);
  if (days < 30) return ago(days, 'day');
  if (days < 365) return ago(Math.min(11, Math.floor(days / 30)), 'month');
  return ago(Math.floor(days / 365), 'year');
}
