/**
 * Delivery part of element-callout: callouts as highlighted boxes and runs. The views are
 * static: the server draws them and learner pages load none of this plugin's script.
 * @packageDocumentation
 */
import { defineDelivery, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import { CALLOUT_INLINE_KIND, CALLOUT_KIND } from '../common/callout-kinds.js';
import { CalloutView, InlineCalloutView } from './callout-views.js';

export { CALLOUT_LABEL, CalloutView, InlineCalloutView } from './callout-views.js';

/** @public */
export const calloutDelivery: DeliveryPart = defineDelivery({ elements: { [CALLOUT_KIND]: CalloutView, [CALLOUT_INLINE_KIND]: InlineCalloutView } });

export default calloutDelivery;
