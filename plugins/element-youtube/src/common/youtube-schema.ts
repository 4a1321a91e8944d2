/** The fields of a YouTube video (spec authoring §3). */
import { captionSchema, dimensionSchema, elementSchema, z } from '@quire/plugin-sdk';
import { YOUTUBE_KIND } from './youtube-kind.js';

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

/** @public */
export type YouTubeElement = z.infer<typeof youtubeElementSchema>;
