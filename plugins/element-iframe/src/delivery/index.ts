/**
 * Delivery part of element-iframe: the learner's framed page.
 * @packageDocumentation
 */
import { defineDelivery, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import { IFRAME_KIND } from '../common/iframe-kind.js';
import { IframeView } from './iframe-view.js';

export { DEFAULT_IFRAME_HEIGHT_PX, IframeView } from './iframe-view.js';

/** @public */
export const iframeDelivery: DeliveryPart = defineDelivery({ elements: { [IFRAME_KIND]: IframeView } });

export default iframeDelivery;
