import type { ByteRange } from './blob-store.js';

/**
 * The byte range a `Range` header asks of a file of `size` bytes (RFC 9110 §14.1.2):
 * `undefined` to send the whole file (no header, a header in another unit, or several
 * ranges, which a server may answer whole), `'unsatisfiable'` for a range outside the file.
 * Video players seek with `bytes=start-`; `bytes=-n` asks for the last n bytes.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first, last] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return undefined;
  return { start, end };
}
