/**
 * Delivery part of element-youtube: the learner's YouTube player.
 * @packageDocumentation
 */
import { defineDelivery, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import { YOUTUBE_KIND } from '../common/youtube-kind.js';
import { YoutubePlayer } from './youtube-player.js';

export { WATCH_ON_YOUTUBE_LABEL, YOUTUBE_PLAYBACK_FAILED_MESSAGE, YOUTUBE_SUPPORT_NOTE, YoutubePlayer } from './youtube-player.js';
export { CUE_CHECK_INTERVAL_MS, PLAYER_ANSWER_TIMEOUT_MS } from './use-youtube-player.js';

/** @public */
export const youtubeDelivery: DeliveryPart = defineDelivery({ elements: { [YOUTUBE_KIND]: YoutubePlayer } });

export default youtubeDelivery;
