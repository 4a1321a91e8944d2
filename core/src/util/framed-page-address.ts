import { isDangerousHref } from './clean-href.js';
import { webpageSrc } from './webpage-src.js';

// A path on this site (`/media/…`), not an address of another site without its scheme (`//host/…`).
const isSitePath = (src: string) => src.startsWith('/') && !src.startsWith('//');

/**
 * The address a framed page (a web page embed, an iframe) loads: a path on this site as
 * stored, any other address with `https://` in front when it names no scheme
 * ({@link webpageSrc}, which also covers content saved before that rule). `undefined`
 * when there is no address, or one that would run script.
 * @public
 */
export function framedPageAddress(src: string | undefined): string | undefined {
  const trimmed = src?.trim() ?? '';
  if (trimmed === '' || isDangerousHref(trimmed)) return undefined;
  return isSitePath(trimmed) ? trimmed : webpageSrc(trimmed) || undefined;
}
