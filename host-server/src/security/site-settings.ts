import type { Context } from 'koa';

/** Where the site is, as its deployment says: the one source of its origin. */
export interface SiteSettings {
  /** QUIRE_PUBLIC_URL: the address people reach Quire at. */
  readonly publicUrl?: URL;
  /**
   * QUIRE_TRUST_PROXY=1: one reverse proxy stands in front, and its X-Forwarded-For,
   * -Proto and -Host headers are believed (the client address is the one it saw).
   */
  readonly trustProxy: boolean;
}

/** Reads QUIRE_PUBLIC_URL and QUIRE_TRUST_PROXY; a value that cannot be meant stops the start. */
export function siteSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): SiteSettings {
  const publicUrl = env.QUIRE_PUBLIC_URL?.trim() || undefined;
  let url: URL | undefined;
  if (publicUrl !== undefined) {
    url = URL.canParse(publicUrl) ? new URL(publicUrl) : undefined;
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      throw new Error(`QUIRE_PUBLIC_URL: give the address people reach Quire at, such as https://quire.example.org/ (not ${JSON.stringify(publicUrl)})`);
    }
  }
  const trust = env.QUIRE_TRUST_PROXY?.trim() ?? '';
  if (trust !== '' && trust !== '0' && trust !== '1') {
    throw new Error(`QUIRE_TRUST_PROXY: use 1 when one reverse proxy stands in front of Quire, or 0 (not ${JSON.stringify(env.QUIRE_TRUST_PROXY)})`);
  }
  return { publicUrl: url, trustProxy: trust === '1' };
}

/**
 * The site's own origin: QUIRE_PUBLIC_URL's; without it (local development), the one the
 * request was sent to, which names X-Forwarded-Proto and -Host only behind a trusted proxy.
 * Undefined when the request's Host cannot be an origin.
 */
export function siteOrigin(ctx: Context, site: SiteSettings): string | undefined {
  if (site.publicUrl) return site.publicUrl.origin;
  const own = `${ctx.protocol}://${ctx.host}`;
  return URL.canParse(own) ? new URL(own).origin : undefined;
}

/** Whether the session cookie is marked Secure: the site is reached over HTTPS, as QUIRE_PUBLIC_URL or the request says. */
export function secureCookies(ctx: Context, site: SiteSettings): boolean {
  return site.publicUrl?.protocol === 'https:' || ctx.secure;
}
