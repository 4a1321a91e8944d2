/**
 * The file types the media library accepts (spec authoring §9 type filters, plus the
 * image, audio and video formats the editor's media elements play), what their content
 * must look like, and how each is served.
 */
import { badRequest, HttpError } from '../http/http-error.js';

export interface MediaFormat {
  /** The type stored with the item and sent as its Content-Type. */
  readonly mimeType: string;
  /** File name extensions, lower case, that claim this format. */
  readonly extensions: readonly string[];
  /**
   * What the bytes must sniff as: the MIME types `file-type` reports for them, or `text`
   * (UTF-8 text that no magic number claims), or `svg` (such text with an `<svg>` root).
   */
  readonly content: readonly string[] | 'text' | 'svg';
  /**
   * Shown by the browser when opened (images, audio, video, plain text), or only ever
   * downloaded: anything a browser could run script in (HTML, SVG, PDF) is an attachment.
   */
  readonly inline: boolean;
}

const format = (mimeType: string, extensions: string[], content: MediaFormat['content'], inline = true): MediaFormat => ({
  mimeType,
  extensions,
  content,
  inline,
});

/** In order of preference: an extension two formats share goes to the first whose content matches. */
export const MEDIA_FORMATS: readonly MediaFormat[] = [
  format('image/png', ['png'], ['image/png', 'image/apng']),
  format('image/jpeg', ['jpg', 'jpeg', 'jpe', 'jfif'], ['image/jpeg']),
  format('image/gif', ['gif'], ['image/gif']),
  format('image/webp', ['webp'], ['image/webp']),
  format('image/tiff', ['tif', 'tiff'], ['image/tiff']),
  format('image/svg+xml', ['svg'], 'svg', false),
  format('audio/mpeg', ['mp3'], ['audio/mpeg']),
  format('audio/ogg', ['ogg', 'oga', 'opus'], ['audio/ogg', 'audio/ogg; codecs=opus', 'audio/opus']),
  format('audio/wav', ['wav'], ['audio/wav', 'audio/vnd.wave', 'audio/x-wav']),
  format('audio/aac', ['aac'], ['audio/aac']),
  format('audio/mid', ['mid', 'midi'], ['audio/midi']),
  format('video/mp4', ['mp4', 'm4v'], ['video/mp4', 'video/x-m4v']),
  format('audio/mp4', ['m4a', 'mp4'], ['audio/x-m4a', 'audio/mp4']),
  format('video/webm', ['webm'], ['video/webm']),
  // file-type reports every WebM as video/webm; a .weba file is audio by its name.
  format('audio/webm', ['weba'], ['video/webm']),
  format('video/ogg', ['ogv', 'ogg'], ['video/ogg']),
  format('video/quicktime', ['mov', 'qt'], ['video/quicktime']),
  format('video/mpeg', ['mpeg', 'mpg'], ['video/mpeg', 'video/MP1S', 'video/MP2P']),
  format('application/pdf', ['pdf'], ['application/pdf'], false),
  format('text/vtt', ['vtt'], ['text/vtt']),
  format('text/csv', ['csv'], 'text', false),
  format('text/plain', ['txt'], 'text'),
  format('text/html', ['html', 'htm'], 'text', false),
];

const BY_MIME_TYPE = new Map(MEDIA_FORMATS.map((f) => [f.mimeType, f]));

/** The format stored under a MIME type (every stored item has one). */
export function formatOfMimeType(mimeType: string): MediaFormat | undefined {
  return BY_MIME_TYPE.get(mimeType);
}

/** The longest name kept, in characters. */
export const MAX_FILE_NAME_LENGTH = 255;

/** A file name as uploaded, made safe to keep and show, and the formats its extension claims. */
export interface ClaimedFile {
  /** The name stored with the item: last path segment, no control or bidirectional control characters, extension lower case. */
  readonly fileName: string;
  /** The extension, lower case, without the dot. */
  readonly extension: string;
  /** The formats the extension names, in order of preference; at least one. */
  readonly formats: readonly MediaFormat[];
}

/**
 * Reads an uploaded file's name (spec authoring §5: "The stored file name keeps its
 * extension lowercased"). Refuses, with a message the author can act on, a name without
 * an extension or with one the library does not take.
 */
export function claimFileName(name: string): ClaimedFile {
  // Browsers may send a path (C:\fakepath\photo.png); only the last segment is a name.
  const lastSegment = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  // Control characters, and the bidirectional controls that can show 'exe.png' as 'gnp.exe' (U+202E and its kin).
  // eslint-disable-next-line no-control-regex
  const cleaned = lastSegment.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  if (cleaned === '') throw badRequest('Give the file a name, such as photo.png');
  const dot = cleaned.lastIndexOf('.');
  const extension = dot === -1 ? '' : cleaned.slice(dot + 1).toLowerCase();
  if (extension === '') throw new HttpError(415, `The file name '${cleaned}' has no extension, such as .png or .mp4, to tell its type`);
  const formats = MEDIA_FORMATS.filter((f) => f.extensions.includes(extension));
  if (formats.length === 0) throw new HttpError(415, `Files of type .${extension.slice(0, 20)} cannot be added to the media library`);
  const base = cleaned.slice(0, dot).slice(0, MAX_FILE_NAME_LENGTH - extension.length - 1);
  return { fileName: `${base}.${extension}`, extension, formats };
}
