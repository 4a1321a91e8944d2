import { encodeComponent } from '@quire/plugin-sdk';

/**
 * Where to play a clip of the video: `start` and `end` in seconds; and from which host.
 * @public
 */
export interface YoutubeEmbedOptions {
  start?: number;
  end?: number;
  /** youtube-nocookie.com (the default), or youtube.com when false (the project's 'Privacy-enhanced mode' setting). */
  privacyEnhanced?: boolean;
}

/** The host the player is embedded from: the privacy-enhanced one, or YouTube's own. @public */
export function youtubeEmbedOrigin(privacyEnhanced = true): string {
  return privacyEnhanced ? 'https://www.youtube-nocookie.com' : 'https://www.youtube.com';
}

function wholeSeconds(value: number | undefined): number | undefined {
  return value !== undefined && Number.isFinite(value) && value >= 0 ? Math.floor(value) : undefined;
}

/**
 * The iframe source for a YouTube video,
 * `https://www.youtube-nocookie.com/embed/ID`: the privacy-enhanced host, which sets no
 * cookies until the learner plays the video; with `privacyEnhanced: false`,
 * `https://www.youtube.com/embed/ID`.
 *
 * `start` and `end` become `?start=…&end=…` parameters. YouTube takes whole seconds, so
 * they are rounded down; a missing, negative or non-finite value is left out, and so is
 * an `end` not after `start` (it would make the clip empty). The id is percent-encoded.
 *
 * @example `youtubeEmbedUrl('abc', { start: 30 })` returns
 * `'https://www.youtube-nocookie.com/embed/abc?start=30'`.
 * @public
 */
export function youtubeEmbedUrl(id: string, options: YoutubeEmbedOptions = {}): string {
  const start = wholeSeconds(options.start);
  let end = wholeSeconds(options.end);
  if (end !== undefined && end <= (start ?? 0)) end = undefined;
  const params: string[] = [];
  if (start !== undefined) params.push(`start=${start}`);
  if (end !== undefined) params.push(`end=${end}`);
  const base = `${youtubeEmbedOrigin(options.privacyEnhanced)}/embed/${encodeComponent(id)}`;
  return params.length > 0 ? `${base}?${params.join('&')}` : base;
}
