/**
 * Delivery part of element-image: images for learners, loaded lazily.
 * @packageDocumentation
 */
import { defineDelivery, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import { IMG_INLINE_KIND, IMG_KIND } from '../common/image-kinds.js';
import { ImageView, InlineImageView } from './image-views.js';

/** @public */
export const imageDelivery: DeliveryPart = defineDelivery({ elements: { [IMG_KIND]: ImageView, [IMG_INLINE_KIND]: InlineImageView } });

export default imageDelivery;
