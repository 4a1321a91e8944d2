import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from '../http/http-error.js';
import type { ClaimedFile, MediaFormat } from './media-formats.js';

/** How much of the start of a file is read to tell its type: magic numbers, or an SVG's root element. */
export const SNIFF_BYTES = 64 * 1024;

const utf8 = () => new TextDecoder('utf-8', { fatal: true });

/** UTF-8 text without NUL bytes; `head` may end in the middle of a character. */
function isText(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  try {
    utf8().decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * True when the text's root element is `<svg>`: after a byte order mark, an XML
 * declaration, comments, processing instructions and a doctype (with its internal subset).
 */
export function hasSvgRoot(head: Uint8Array): boolean {
  let text = new TextDecoder('utf-8').decode(head).replace(/^\uFEFF/, '');
  for (;;) {
    text = text.trimStart();
    const prolog = /^(<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>)/i.exec(text);
    if (!prolog) break;
    text = text.slice(prolog[0].length);
  }
  return /^<svg[\s>/]/.test(text);
}

function contentMatches(format: MediaFormat, sniffed: string | undefined, head: Uint8Array): boolean {
  if (Array.isArray(format.content)) return sniffed !== undefined && format.content.includes(sniffed);
  // Text has no magic number; an XML declaration is the one file-type reports.
  if (sniffed !== undefined && sniffed !== 'application/xml') return false;
  if (!isText(head)) return false;
  return format.content === 'svg' ? hasSvgRoot(head) : true;
}

/**
 * The format of an upload, from its first bytes (up to `SNIFF_BYTES`) and the formats its
 * name claims: the content decides, the name only chooses among formats the content fits.
 * A file whose content is not what its name says is refused with both types named.
 */
export async function sniffMediaFormat(head: Uint8Array, claimed: ClaimedFile): Promise<MediaFormat> {
  if (head.length === 0) throw new HttpError(400, 'The file is empty');
  const sniffed = (await fileTypeFromBuffer(head))?.mime;
  const match = claimed.formats.find((format) => contentMatches(format, sniffed, head));
  if (match) return match;
  const named = claimed.formats.map((f) => f.mimeType).join(' or ');
  const found = sniffed ?? (isText(head) ? 'text' : 'not a type the media library knows');
  throw new HttpError(415, `The file's content (${found}) does not match its name: a .${claimed.extension} file should be ${named}`);
}
