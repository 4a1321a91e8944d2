/* The media kinds, without their schemas: delivery views import them alone. */

/** @public */
export const IMG_KIND = 'img';
/** @public */
export const IMG_INLINE_KIND = 'img_inline';
/** @public */
export const VIDEO_KIND = 'video';
/** @public */
export const YOUTUBE_KIND = 'youtube';
/** @public */
export const AUDIO_KIND = 'audio';
/** @public */
export const IFRAME_KIND = 'iframe';
/** @public */
export const WEBPAGE_KIND = 'webpage';

/** Where a webpage embed's address comes from. @public */
export const WEBPAGE_SRC_TYPES = ['url', 'media_library'] as const;
