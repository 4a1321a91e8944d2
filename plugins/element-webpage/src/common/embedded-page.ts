import { framedPageAddress, isSafeUrl } from '@quire/plugin-sdk';

/** Where an embedded page comes from: an address typed in, or the project's media library. @public */
export type EmbedSource = 'url' | 'media_library';

/** Frame rights of a page from another site: it runs its script in its own origin. @public */
export const OTHER_SITE_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';
/**
 * Frame rights of a page from this site (a media library file): without
 * `allow-same-origin` it gets an opaque origin, so no script in it can reach the app,
 * its session or its API, even if the file's own sandbox policy were missing.
 * @public
 */
export const THIS_SITE_SANDBOX = 'allow-scripts allow-forms allow-popups';

const isSitePath = (src: string) => src.startsWith('/') && !src.startsWith('//');

/**
 * The address an embed loads: a media library file as stored, any other address as every
 * framed page's (the SDK's `framedPageAddress`: a path on this site as stored, `https://`
 * put in front of an address that names no scheme). `undefined` when there is no safe
 * address.
 * @public
 */
export function embeddedPageAddress(src: string | undefined, source: EmbedSource | undefined): string | undefined {
  if (source !== 'media_library') return framedPageAddress(src);
  const trimmed = src?.trim() ?? '';
  return trimmed !== '' && isSafeUrl(trimmed) ? trimmed : undefined;
}

/**
 * The sandbox of an embed's frame: {@link THIS_SITE_SANDBOX} for a media library file or
 * any address on `siteOrigin` (the learner page's origin, when known), else
 * {@link OTHER_SITE_SANDBOX}.
 * @public
 */
export function embeddedPageSandbox(address: string, source: EmbedSource | undefined, siteOrigin: string | undefined): string {
  if (source === 'media_library' || isSitePath(address)) return THIS_SITE_SANDBOX;
  if (siteOrigin !== undefined && originOf(address) === siteOrigin) return THIS_SITE_SANDBOX;
  return OTHER_SITE_SANDBOX;
}

function originOf(address: string): string | undefined {
  try {
    return new URL(address).origin;
  } catch {
    return undefined;
  }
}
