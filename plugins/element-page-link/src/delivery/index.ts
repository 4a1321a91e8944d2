/**
 * Delivery part of element-page-link: page links for learners, drawn on the server.
 * @packageDocumentation
 */
import { defineDelivery, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import { PAGE_LINK_KIND } from '../common/page-link-kinds.js';
import { PageLinkView } from './page-link-view.js';

export { PageLinkView, UNKNOWN_PAGE_TEXT } from './page-link-view.js';

/** @public */
export const pageLinkDelivery: DeliveryPart = defineDelivery({ elements: { [PAGE_LINK_KIND]: PageLinkView } });

export default pageLinkDelivery;
