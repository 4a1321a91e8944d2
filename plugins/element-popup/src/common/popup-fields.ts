import { isElement, isSafeUrl, isText, type Descendant, type Element } from '@quire/plugin-sdk';
import { DEFAULT_POPUP_TRIGGER, isPopupTrigger, type PopupTrigger } from './popup-triggers.js';

/** The audio clip of a popup: a checked address and, when it is a usable one, its MIME type. @public */
export interface PopupAudio {
  readonly src: string;
  readonly type?: string;
}

/** A popup's fields, read and checked from the stored element, for its editor and learner views. @public */
export interface PopupFields {
  readonly trigger: PopupTrigger;
  /** The body; empty when unset or not a list of nodes. */
  readonly content: readonly Descendant[];
  readonly audio?: PopupAudio;
}

const AUDIO_TYPE = /^audio\/[a-z0-9][a-z0-9.+-]*$/i;

/**
 * The clip stored as `audioSrc` and `audioType`, or `undefined` without a usable address. A
 * type that is not an audio MIME type is left out, so the browser sniffs the file rather
 * than refusing it.
 * @public
 */
export function popupAudio(src: unknown, type: unknown): PopupAudio | undefined {
  if (typeof src !== 'string' || src.trim() === '' || !isSafeUrl(src.trim())) return undefined;
  const audioType = typeof type === 'string' && AUDIO_TYPE.test(type.trim()) ? type.trim() : undefined;
  return audioType ? { src: src.trim(), type: audioType } : { src: src.trim() };
}

/** Reads a stored popup; a missing or unknown trigger is the default one (hover). @public */
export function popupFields(element: Element): PopupFields {
  const content = Array.isArray(element.content) ? (element.content as Descendant[]).filter((node) => isElement(node) || isText(node)) : [];
  const audio = popupAudio(element.audioSrc, element.audioType);
  return { trigger: isPopupTrigger(element.trigger) ? element.trigger : DEFAULT_POPUP_TRIGGER, content, ...(audio ? { audio } : {}) };
}
