/**
 * Reads the width or height of embedded media (a video, a YouTube player, a frame, a web
 * page) from a form field or stored attribute. The spec's rule for videos, "Video
 * width/height: empty, non-numeric or zero means unset", holds for all of them, so the
 * result is a positive number or `undefined`.
 *
 * Numbers must be finite and above zero. Strings must be a plain decimal number after
 * trimming (`'640'`, `'640.5'`); `'640px'`, `'0x10'`, `'1e3'`, signs and whitespace-only
 * are unset, even though `Number()` would accept some of them. Any other type is unset.
 * Negative values are unset too.
 * @public
 */
export function parseMediaDimension(value: unknown): number | undefined {
  let n: number;
  if (typeof value === 'number') {
    n = value;
  } else if (typeof value === 'string') {
    const trimmed = value.trim();
    if (!/^(?:\d+(?:\.\d*)?|\.\d+)$/.test(trimmed)) return undefined;
    n = Number(trimmed);
  } else {
    return undefined;
  }
  return Number.isFinite(n) && n > 0 ? n : undefined;
}
