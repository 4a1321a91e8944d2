/**
 * Delivery part of element-text: semantic tags for learners (`<p>`, `<h1>`…`<h6>`,
 * `<blockquote>`).
 * @packageDocumentation
 */
import { defineDelivery, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import { BlockquoteView, HEADING_VIEWS, ParagraphView } from './text-block-views.js';

/** @public */
export const textDelivery: DeliveryPart = defineDelivery({
  elements: { p: ParagraphView, ...HEADING_VIEWS, blockquote: BlockquoteView },
});

export default textDelivery;
