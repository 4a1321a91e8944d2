/** The fields of a video (spec authoring §3); every address it renders is checked. */
import { dimensionSchema, elementSchema, safeUrlSchema, z } from '@quire/plugin-sdk';
import { VIDEO_KIND } from './video-kinds.js';

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

/** @public */
export type VideoSource = z.infer<typeof videoSourceSchema>;
/** @public */
export type VideoCaptionTrack = z.infer<typeof videoCaptionTrackSchema>;
/** @public */
export type VideoElement = z.infer<typeof videoElementSchema>;
