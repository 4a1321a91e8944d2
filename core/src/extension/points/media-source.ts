/** A media reference resolved by a source. @public */
export interface ResolvedMedia {
  readonly url: string;
  readonly mimeType?: string;
  readonly fileName?: string;
}

/**
 * A media source (extension point `quire.media-source`): a tab of the media picker and a
 * resolver for its references. `resolve` returns `undefined` for "not mine" so a bail
 * hook asks the next source.
 * @public
 */
export interface MediaSourceContribution {
  readonly id: string;
  readonly label: string;
  resolve?(reference: string): ResolvedMedia | undefined;
}
/** @public */
export const MediaSourceContribution = Symbol.for('quire.media-source');
