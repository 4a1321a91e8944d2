/**
 * A command button's fields as both views read them, without the schema (so the learner's
 * page does not download zod). Values are checked here too: a view may get a document the
 * server never checked (a preview of a draft).
 */
import type { Element } from '@quire/plugin-sdk';

/** How a command button is drawn (spec authoring §2: 'Button' or 'Link'). @public */
export const COMMAND_BUTTON_STYLES = ['button', 'link'] as const;
/** @public */
export type CommandButtonStyle = (typeof COMMAND_BUTTON_STYLES)[number];

/** The longest element id a button may name as its target. @public */
export const MAX_COMMAND_TARGET_LENGTH = 200;
/** The longest message a button may send. @public */
export const MAX_COMMAND_MESSAGE_LENGTH = 2000;

/** The button's style; 'button' when unset or unknown. @public */
export function commandButtonStyle(element: Element): CommandButtonStyle {
  return element.style === 'link' ? 'link' : 'button';
}

/** What the button sends: the target's element id (absent when none is set) and the message ('' for none). @public */
export function commandButtonCommand(element: Element): { readonly target: string | undefined; readonly message: string } {
  const target = typeof element.target === 'string' && element.target !== '' && element.target.length <= MAX_COMMAND_TARGET_LENGTH ? element.target : undefined;
  const message = typeof element.message === 'string' && element.message.length <= MAX_COMMAND_MESSAGE_LENGTH ? element.message : '';
  return { target, message };
}
