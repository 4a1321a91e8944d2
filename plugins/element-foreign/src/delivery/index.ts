/**
 * Delivery part of element-foreign: foreign text as a span with its `lang`. The view is
 * static: the server draws it and learner pages load none of this plugin's script.
 * @packageDocumentation
 */
import { defineDelivery, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import { FOREIGN_KIND } from '../common/foreign-kinds.js';
import { ForeignView } from './foreign-view.js';

export { ForeignView } from './foreign-view.js';

/** @public */
export const foreignDelivery: DeliveryPart = defineDelivery({ elements: { [FOREIGN_KIND]: ForeignView } });

export default foreignDelivery;
