import { isSafeUrl } from '@quire/core';

/** An audio clip a learner can play: a checked address and, when it is a usable one, its MIME type. @public */
export interface AudioClip {
  /** The address, trimmed; never one that could run a script. */
  readonly src: string;
  /** An audio or video MIME type ('audio/mpeg'); left out when unknown, so the browser sniffs the file. */
  readonly type?: string;
}

const MEDIA_TYPE = /^(audio|video)\/[a-z0-9][a-z0-9.+-]*$/i;

/**
 * The clip an element stores as an address and a MIME type (read from its fields as they
 * are, so of any type), or `undefined` when there is no usable address: none, blank, or one
 * that could run a script. A type that is not an audio or video MIME type is left out, so
 * the browser sniffs the file rather than refusing it.
 * @public
 */
export function audioClip(src: unknown, type: unknown): AudioClip | undefined {
  if (typeof src !== 'string' || src.trim() === '' || !isSafeUrl(src.trim())) return undefined;
  const mediaType = typeof type === 'string' && MEDIA_TYPE.test(type.trim()) ? type.trim() : undefined;
  return mediaType ? { src: src.trim(), type: mediaType } : { src: src.trim() };
}
