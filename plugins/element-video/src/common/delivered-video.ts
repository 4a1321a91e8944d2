import { isSafeUrl, parseMediaDimension, videoContentType, type Element } from '@quire/plugin-sdk';

/** A `<source>` of the player. @public */
export interface DeliveredSource {
  readonly url: string;
  readonly type: string;
}

/** A `<track kind="captions">` of the player. @public */
export interface DeliveredCaptionTrack {
  readonly src: string;
  readonly label: string;
  readonly languageCode?: string;
}

/** What a video element puts on the page, checked. @public */
export interface DeliveredVideo {
  readonly sources: readonly DeliveredSource[];
  readonly captions: readonly DeliveredCaptionTrack[];
  readonly poster?: string;
  readonly width?: number;
  readonly height?: number;
  /** The alternative text, trimmed ('' when there is none). */
  readonly alt: string;
}

const records = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null) : [];

const safeUrl = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' && isSafeUrl(value) ? value.trim() : undefined);

/**
 * Reads a stored video for a player: its sources, each typed by its own `contenttype` or
 * else by its extension (spec authoring §9 "Video extension mapping"); its caption tracks,
 * labelled by their label, else their language code, else 'Captions {n}'; the poster; and
 * the width and height when they are set (spec: "empty, non-numeric or zero means
 * unset"). Addresses that are missing or unsafe are left out, so a broken document cannot
 * put a script address on the page.
 * @public
 */
export function deliveredVideo(element: Element): DeliveredVideo {
  const sources = records(element.src).flatMap((source) => {
    const url = safeUrl(source.url);
    if (!url) return [];
    const type = typeof source.contenttype === 'string' && source.contenttype.trim() !== '' ? source.contenttype.trim() : videoContentType(url);
    return [{ url, type }];
  });
  const captions = records(element.captions).flatMap((track, index) => {
    const src = safeUrl(track.src);
    if (!src) return [];
    const languageCode = typeof track.language_code === 'string' && track.language_code.trim() !== '' ? track.language_code.trim() : undefined;
    const label = typeof track.label === 'string' && track.label.trim() !== '' ? track.label.trim() : (languageCode ?? `Captions ${index + 1}`);
    return [{ src, label, languageCode }];
  });
  return {
    sources,
    captions,
    poster: safeUrl(element.poster),
    width: parseMediaDimension(element.width),
    height: parseMediaDimension(element.height),
    alt: typeof element.alt === 'string' ? element.alt.trim() : '',
  };
}
