/** Frame rights of a page from another site: it runs its script in its own origin. @public */
export const OTHER_SITE_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';
/**
 * Frame rights of a page from this site (a media library file, say): without
 * `allow-same-origin` it gets an opaque origin, so no script in it can reach the app, its
 * session or its API, even if the file's own sandbox policy were missing.
 * @public
 */
export const THIS_SITE_SANDBOX = 'allow-scripts allow-forms allow-popups';

/**
 * The sandbox of a frame loading `address` (as `framedPageAddress` gives it):
 * {@link THIS_SITE_SANDBOX} for an address on this site (a path, or on `siteOrigin`, the
 * learner page's origin when known), else {@link OTHER_SITE_SANDBOX}.
 * @public
 */
export function framedPageSandbox(address: string, siteOrigin: string | undefined): string {
  if (isSitePath(address)) return THIS_SITE_SANDBOX;
  if (siteOrigin !== undefined && originOf(address) === siteOrigin) return THIS_SITE_SANDBOX;
  return OTHER_SITE_SANDBOX;
}

// A path on this site (`/media/…`), not an address of another site without its scheme (`//host/…`).
const isSitePath = (address: string) => address.startsWith('/') && !address.startsWith('//');

function originOf(address: string): string | undefined {
  try {
    return new URL(address).origin;
  } catch {
    return undefined;
  }
}
