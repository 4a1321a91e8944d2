import { isSafeUrl, titleText, type Element } from '@quire/plugin-sdk';

/** What an audio element puts on the page, checked. @public */
export interface DeliveredAudio {
  /** The address, when it is set and safe. */
  readonly src?: string;
  /** The alternative text, trimmed ('' when there is none). */
  readonly alt: string;
  /** The caption as plain text ('' when there is none). */
  readonly caption: string;
}

/** Reads a stored audio clip for a player; a missing or unsafe address is left out. @public */
export function deliveredAudio(element: Element): DeliveredAudio {
  const src = typeof element.src === 'string' && element.src.trim() !== '' && isSafeUrl(element.src) ? element.src.trim() : undefined;
  return { src, alt: typeof element.alt === 'string' ? element.alt.trim() : '', caption: titleText(element.caption) };
}
