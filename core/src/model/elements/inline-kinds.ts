/* The kinds and settings of these elements, without their schemas: delivery views import them alone. */

/** @public */
export const LINK_KIND = 'a';
/** @public */
export const CITE_KIND = 'cite';
/** @public */
export const POPUP_KIND = 'popup';
/** @public */
export const COMMAND_BUTTON_KIND = 'command_button';
/** @public */
export const INPUT_REF_KIND = 'input_ref';
/** @public */
export const PAGE_LINK_KIND = 'page_link';
/** @public */
export const TRIGGER_KIND = 'trigger';

/** What a link points at. @public */
export const LINK_TYPES = ['page', 'url', 'media_library'] as const;
/** How a popup opens. @public */
export const POPUP_TRIGGERS = ['hover', 'click'] as const;
/** How a command button is drawn. @public */
export const COMMAND_BUTTON_STYLES = ['button', 'link'] as const;
/** The kinds of answer field an input reference stands for. @public */
export const INPUT_REF_TYPES = ['numeric', 'text', 'math', 'vlabvalue', 'dropdown'] as const;
/** @public */
export type InputRefType = (typeof INPUT_REF_TYPES)[number];
