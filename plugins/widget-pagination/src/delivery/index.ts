/**
 * Delivery part of widget-pagination: the pager under paginated content.
 * @packageDocumentation
 */
import { defineDelivery, PAGINATION_CONTROLS_WIDGET, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import { PaginationControls } from './pagination-controls.js';

/** @public */
export const paginationDelivery: DeliveryPart = defineDelivery({ widgets: { [PAGINATION_CONTROLS_WIDGET]: PaginationControls } });

export default paginationDelivery;
