import { THIS_SITE_SANDBOX, framedPageAddress, framedPageSandbox, isSafeUrl } from '@quire/plugin-sdk';

/** Where an embedded page comes from: an address typed in, or the project's media library. @public */
export type EmbedSource = 'url' | 'media_library';

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
 * The sandbox of an embed's frame: {@link THIS_SITE_SANDBOX} for a media library file,
 * else what the SDK's `framedPageSandbox` gives any framed page (this site's own rights for
 * an address on `siteOrigin`, the learner page's origin when known).
 * @public
 */
export function embeddedPageSandbox(address: string, source: EmbedSource | undefined, siteOrigin: string | undefined): string {
  return source === 'media_library' ? THIS_SITE_SANDBOX : framedPageSandbox(address, siteOrigin);
}
