/**
 * Delivery part of element-list: `<ul>`/`<ol>` with `list-style-type`, `<li>`, and
 * description lists.
 * @packageDocumentation
 */
import { defineDelivery, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import {
  BulletedListView,
  DescriptionDefinitionView,
  DescriptionListView,
  DescriptionTermView,
  ListItemView,
  NumberedListView,
} from './list-views.js';

/** @public */
export const listDelivery: DeliveryPart = defineDelivery({
  elements: {
    ul: BulletedListView,
    ol: NumberedListView,
    li: ListItemView,
    dl: DescriptionListView,
    dt: DescriptionTermView,
    dd: DescriptionDefinitionView,
  },
});

export default listDelivery;
