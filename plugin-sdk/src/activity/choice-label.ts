/*
 * How a choice is named where its content cannot name it: a new choice holds no text, and
 * the editor shows its label as a placeholder; wherever it is drawn before the author
 * writes one, the label stands in, so no choice is ever without a name.
 */
import { isBlankRichText, numberToLetters, type Descendant } from '@quire/core';
import { richContentText } from './choice-input.js';

/** The label of the choice at `index`: 'Choice A', 'Choice B'… @public */
export function choiceLabel(index: number): string {
  return `Choice ${numberToLetters(index)}`;
}

/** True when a choice's content shows nothing yet (only blank text). @public */
export function isBlankChoice(choice: { readonly content: readonly unknown[] }): boolean {
  return isBlankRichText(choice.content);
}

/** A choice as plain text (a menu option, a button's name): its text, or its label while it has none. @public */
export function choiceName(choice: { readonly content: readonly unknown[] }, index: number): string {
  return richContentText(choice.content as Descendant[]) || choiceLabel(index);
}
