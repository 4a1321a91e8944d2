/**
 * A time in a video as a player shows it: `m:ss`, or `h:mm:ss` from an hour on
 * (`65` → `1:05`, `3725` → `1:02:05`); an unknown time (NaN, infinite, negative) is `0:00`.
 * @public
 */
export function formatMediaTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
