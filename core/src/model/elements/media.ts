/**
 * Media kinds (spec authoring §3): img, img_inline, video, youtube, audio, iframe and
 * webpage. Every URL they render is checked with `safeUrlSchema`.
 */
import { z } from 'zod';
import { captionSchema, dimensionSchema, elementSchema, safeUrlSchema } from './element-schema.js';
import { AUDIO_KIND, IFRAME_KIND, IMG_INLINE_KIND, IMG_KIND, VIDEO_KIND, WEBPAGE_KIND, WEBPAGE_SRC_TYPES, YOUTUBE_KIND } from './media-kinds.js';

export { AUDIO_KIND, IFRAME_KIND, IMG_INLINE_KIND, IMG_KIND, VIDEO_KIND, WEBPAGE_KIND, WEBPAGE_SRC_TYPES, YOUTUBE_KIND } from './media-kinds.js';

// An unset `src` is legal: the editor shows a 'Choose image' placeholder (spec §5).
const imageShape = {
  src: safeUrlSchema.optional(),
  alt: z.string().optional(),
  width: dimensionSchema.optional(),
  height: dimensionSchema.optional(),
  caption: captionSchema.optional(),
};

/** A block image. @public */
export const imgElementSchema = elementSchema(IMG_KIND, imageShape);
/** An image inside a line of text. @public */
export const imgInlineElementSchema = elementSchema(IMG_INLINE_KIND, imageShape);

/** One encoding of a video: its address and MIME type. @public */
export const videoSourceSchema = z.object({
  url: safeUrlSchema,
  contenttype: z.string().optional(),
});

/** A caption track of a video (for example label 'English Subtitles', code 'en'). @public */
export const videoCaptionTrackSchema = z.object({
  label: z.string().optional(),
  language_code: z.string().optional(),
  src: safeUrlSchema,
});

/**
 * A video with one or more sources. An empty source list is legal while authoring (the
 * player shows a 'Choose Video' placeholder, spec §5).
 * @public
 */
export const videoElementSchema = elementSchema(VIDEO_KIND, {
  src: z.array(videoSourceSchema).optional(),
  poster: safeUrlSchema.optional(),
  alt: z.string().optional(),
  captions: z.array(videoCaptionTrackSchema).optional(),
  width: dimensionSchema.optional(),
  height: dimensionSchema.optional(),
});

/**
 * A YouTube video. `src` is the video id, not a URL (the player builds the embed
 * address), so it is not URL-checked. Cue times are seconds.
 * @public
 */
export const youtubeElementSchema = elementSchema(YOUTUBE_KIND, {
  src: z.string().optional(),
  alt: z.string().optional(),
  width: dimensionSchema.optional(),
  startTime: z.number().nonnegative().optional(),
  endTime: z.number().nonnegative().optional(),
  caption: captionSchema.optional(),
});

/** An audio clip. @public */
export const audioElementSchema = elementSchema(AUDIO_KIND, {
  src: safeUrlSchema.optional(),
  alt: z.string().optional(),
  caption: captionSchema.optional(),
});

/** An embedded frame. @public */
export const iframeElementSchema = elementSchema(IFRAME_KIND, {
  src: safeUrlSchema.optional(),
  width: dimensionSchema.optional(),
  height: dimensionSchema.optional(),
  caption: captionSchema.optional(),
});

/** An embedded web page, by URL or from the media library. @public */
export const webpageElementSchema = elementSchema(WEBPAGE_KIND, {
  src: safeUrlSchema.optional(),
  srcType: z.enum(WEBPAGE_SRC_TYPES).optional(),
  alt: z.string().optional(),
  width: dimensionSchema.optional(),
  height: dimensionSchema.optional(),
  caption: captionSchema.optional(),
});

/** @public */
export type ImageElement = z.infer<typeof imgElementSchema>;
/** @public */
export type InlineImageElement = z.infer<typeof imgInlineElementSchema>;
/** @public */
export type VideoSource = z.infer<typeof videoSourceSchema>;
/** @public */
export type VideoCaptionTrack = z.infer<typeof videoCaptionTrackSchema>;
/** @public */
export type VideoElement = z.infer<typeof videoElementSchema>;
/** @public */
export type YouTubeElement = z.infer<typeof youtubeElementSchema>;
/** @public */
export type AudioElement = z.infer<typeof audioElementSchema>;
/** @public */
export type IframeElement = z.infer<typeof iframeElementSchema>;
/** @public */
export type WebpageElement = z.infer<typeof webpageElementSchema>;
