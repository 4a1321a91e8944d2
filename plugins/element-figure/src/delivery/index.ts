/**
 * Delivery part of element-figure: a figure with its caption. The view is static: the
 * server draws it and learner pages load none of this plugin's script.
 * @packageDocumentation
 */
import { defineDelivery, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import { FIGURE_KIND } from '../common/figure-kinds.js';
import { FigureView } from './figure-view.js';

export { FigureView } from './figure-view.js';

/** @public */
export const figureDelivery: DeliveryPart = defineDelivery({ elements: { [FIGURE_KIND]: FigureView } });

export default figureDelivery;
