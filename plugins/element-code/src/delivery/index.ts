/**
 * Delivery part of element-code: the learner's code block, highlighted on the server.
 * @packageDocumentation
 */
import { defineDelivery, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import { CODE_KIND } from '../common/code-kinds.js';
import { CodeBlockView } from './code-block-view.js';

export { CODE_COPIED_MESSAGE, CODE_NOT_COPIED_MESSAGE, COPY_CODE_LABEL, CodeBlockView } from './code-block-view.js';
export { highlightCode, type HighlightedRun } from './highlight-code.js';

/** @public */
export const codeDelivery: DeliveryPart = defineDelivery({ elements: { [CODE_KIND]: CodeBlockView } });

export default codeDelivery;
