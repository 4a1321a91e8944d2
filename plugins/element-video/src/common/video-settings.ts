import { isSafeUrl, parseImageWidth, videoContentType, type Element } from '@quire/plugin-sdk';

/** A new caption track's label (spec authoring §9 "Default caption for a new video caption"). @public */
export const DEFAULT_CAPTION_LABEL = 'English Subtitles';
/** A new caption track's language code. @public */
export const DEFAULT_CAPTION_LANGUAGE = 'en';

/** A caption track as the settings dialog edits it. @public */
export interface CaptionTrackSettings {
  readonly label: string;
  readonly languageCode: string;
  readonly src: string;
}

/** A video's fields as the settings dialog edits them: text, as typed. @public */
export interface VideoSettings {
  readonly sources: readonly string[];
  readonly alt: string;
  readonly captions: readonly CaptionTrackSettings[];
  readonly poster: string;
  readonly width: string;
  readonly height: string;
}

/** What stops the settings from being saved, by tab. @public */
export interface VideoSettingsProblems {
  readonly sources?: string;
  readonly captions?: string;
  readonly poster?: string;
  readonly width?: string;
  readonly height?: string;
}

/** Shown when an address could run a script. @public */
export const UNSAFE_ADDRESS_MESSAGE = 'This address is not allowed.';

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' && value > 0 ? String(value) : '');
const records = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null) : [];

/** The settings of a stored video, to start the dialog from. @public */
export function videoSettingsOf(element: Element): VideoSettings {
  return {
    sources: records(element.src).map((source) => text(source.url)),
    alt: text(element.alt),
    captions: records(element.captions).map((track) => ({ label: text(track.label), languageCode: text(track.language_code), src: text(track.src) })),
    poster: text(element.poster),
    width: text(element.width),
    height: text(element.height),
  };
}

/** A caption track added in the dialog: 'English Subtitles', en, no file yet. @public */
export function newCaptionTrack(): CaptionTrackSettings {
  return { label: DEFAULT_CAPTION_LABEL, languageCode: DEFAULT_CAPTION_LANGUAGE, src: '' };
}

const filled = (values: readonly string[]) => values.map((v) => v.trim()).filter((v) => v !== '');
const WHOLE_NUMBER = /^\d+$/;

function sizeProblem(name: 'Width' | 'Height', value: string): string | undefined {
  const typed = value.trim();
  return typed === '' || WHOLE_NUMBER.test(typed) ? undefined : `${name} must be a whole number, or blank for the default.`;
}

/**
 * Why the settings cannot be saved yet: a video needs at least one source (spec authoring
 * §5), every address must be safe, each caption track needs its file, and a width or
 * height is a whole number or blank. Empty when they can be saved.
 * @public
 */
export function videoSettingsProblems(settings: VideoSettings): VideoSettingsProblems {
  const sources = filled(settings.sources);
  const problems: { -readonly [K in keyof VideoSettingsProblems]: VideoSettingsProblems[K] } = {};
  if (sources.length === 0) problems.sources = 'Choose at least one video source.';
  else if (!sources.every(isSafeUrl)) problems.sources = UNSAFE_ADDRESS_MESSAGE;
  if (settings.captions.some((track) => track.src.trim() === '')) problems.captions = 'Each caption track needs a captions file.';
  else if (!settings.captions.every((track) => isSafeUrl(track.src.trim()))) problems.captions = UNSAFE_ADDRESS_MESSAGE;
  if (settings.poster.trim() !== '' && !isSafeUrl(settings.poster.trim())) problems.poster = UNSAFE_ADDRESS_MESSAGE;
  const width = sizeProblem('Width', settings.width);
  if (width) problems.width = width;
  const height = sizeProblem('Height', settings.height);
  if (height) problems.height = height;
  return problems;
}

/**
 * The element fields the settings stand for; a field that is `undefined` is removed.
 * Blank source rows are dropped; each source gets its type from its extension (spec
 * authoring §9 "Video extension mapping"); a zero width or height is unset.
 * @public
 */
export function videoFields(settings: VideoSettings): Record<string, unknown> {
  const captions = settings.captions.map((track) => ({
    ...(track.label.trim() ? { label: track.label.trim() } : {}),
    ...(track.languageCode.trim() ? { language_code: track.languageCode.trim() } : {}),
    src: track.src.trim(),
  }));
  return {
    src: filled(settings.sources).map((url) => ({ url, contenttype: videoContentType(url) })),
    alt: settings.alt.trim() || undefined,
    captions: captions.length > 0 ? captions : undefined,
    poster: settings.poster.trim() || undefined,
    width: parseImageWidth(settings.width),
    height: parseImageWidth(settings.height),
  };
}
