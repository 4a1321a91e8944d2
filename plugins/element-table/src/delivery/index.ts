/**
 * Delivery part of element-table: static, accessible tables for learners.
 * @packageDocumentation
 */
import { defineDelivery, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import { DataCellView, HeaderCellView, TableRowView, TableView } from './table-views.js';

/** @public */
export const tableDelivery: DeliveryPart = defineDelivery({
  elements: { table: TableView, tr: TableRowView, th: HeaderCellView, td: DataCellView },
});

export default tableDelivery;
