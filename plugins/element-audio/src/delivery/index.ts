/**
 * Delivery part of element-audio: the learner's audio player.
 * @packageDocumentation
 */
import { defineDelivery, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import { AUDIO_KIND } from '../common/audio-kinds.js';
import { AudioView } from './audio-view.js';

export { AudioView } from './audio-view.js';

/** @public */
export const audioDelivery: DeliveryPart = defineDelivery({ elements: { [AUDIO_KIND]: AudioView } });

export default audioDelivery;
