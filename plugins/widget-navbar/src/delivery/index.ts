/**
 * Delivery part of widget-navbar: the learner's side navigation.
 * @packageDocumentation
 */
import { defineDelivery, NAVBAR_WIDGET, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import { Navbar } from './navbar.js';

/** @public */
export const navbarDelivery: DeliveryPart = defineDelivery({ widgets: { [NAVBAR_WIDGET]: Navbar } });

export default navbarDelivery;
