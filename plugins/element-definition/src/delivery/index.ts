/**
 * Delivery part of element-definition: the learner's view of a definition. It is an island
 * (the element is `interactive`): the server draws the whole definition, and the browser
 * then makes its pronunciation button play the recording.
 * @packageDocumentation
 */
import { defineDelivery, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import { DEFINITION_KIND } from '../common/definition-kinds.js';
import { DefinitionView } from './definition-view.js';

export { DefinitionContent, DefinitionView, pronunciationButtonLabel } from './definition-view.js';

/** @public */
export const definitionDelivery: DeliveryPart = defineDelivery({ elements: { [DEFINITION_KIND]: DefinitionView } });

export default definitionDelivery;
