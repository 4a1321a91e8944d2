import { defineElement, popupElementSchema, type ElementContribution } from '@quire/plugin-sdk';
import { POPUP_KIND } from './popup-kinds.js';

// The structure of each kind is the spec grammar's (authoring §4, §5), which defineElement
// takes for a kind of the specification.

/** @public */
export const popupElement: ElementContribution = defineElement({ kind: POPUP_KIND, schema: popupElementSchema });

/** In manifest order. @public */
export const POPUP_ELEMENTS: readonly ElementContribution[] = [popupElement];
