/**
 * Delivery part of element-video: the learner's video player.
 * @packageDocumentation
 */
import { defineDelivery, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import { VIDEO_KIND } from '../common/video-kinds.js';
import { VideoPlayer } from './video-player.js';

export { playVideoCue, sendVideoCommand } from './send-video-command.js';
export { CHOOSE_VIDEO_PLACEHOLDER, VideoPlayer } from './video-player.js';

/** @public */
export const videoDelivery: DeliveryPart = defineDelivery({ elements: { [VIDEO_KIND]: VideoPlayer } });

export default videoDelivery;
