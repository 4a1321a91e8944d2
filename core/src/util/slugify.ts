/** Longest slug base taken from a title; a numeric suffix may follow it. @public */
export const MAX_SLUG_BASE = 60;

/**
 * A URL-safe slug from a title: accents dropped, lower case, runs of anything but a-z and
 * 0-9 become one `-`, at most `MAX_SLUG_BASE` characters; `fallback` when nothing is left.
 * Only `[a-z0-9-]` remains, so it can go in a LIKE pattern unescaped.
 * @public
 */
export function slugify(title: string, fallback: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_BASE)
    .replace(/-+$/, '');
  return slug === '' ? fallback : slug;
}
