/*
 * What a choice activity's learner view needs, apart from the schemas and evaluation: the
 * learner bundle imports this module alone.
 */
import { nodeText, type Descendant } from '@quire/core';

/** The id of the one part of a choice activity. @public */
export const CHOICE_PART_ID = '1';

/** The learner's input for chosen ids: the ids joined by spaces. @public */
export function choiceInput(ids: readonly string[]): string {
  return ids.join(' ');
}

/** Plain text of rich content, blocks separated by a space: the bank's preview of a stem. @public */
export function richContentText(content: readonly Descendant[]): string {
  return content
    .map((node) => nodeText(node).trim())
    .filter((text) => text !== '')
    .join(' ');
}

/**
 * How a choice type reads its input: one id (`single`), a set of ids in any order
 * (`multiple`), or every id in an order (`order`).
 * @public
 */
export type ChoiceMode = 'single' | 'multiple' | 'order';

/** A learner input read as choice ids, or why it cannot be. @public */
export type ParsedChoiceInput = { readonly ids: readonly string[] } | { readonly error: string };

/**
 * Reads a learner's input as ids of `choiceIds` for `mode`, normalised so rules see one
 * spelling: a set in authored order, an order as given. Anything else (not text, an
 * unknown or repeated id, the wrong count) is an error message, never a throw.
 * @public
 */
export function parseChoiceInput(input: unknown, mode: ChoiceMode, choiceIds: readonly string[]): ParsedChoiceInput {
  if (typeof input !== 'string') return { error: 'The answer must be choice ids separated by spaces' };
  const ids = input.split(' ').filter((id) => id !== '');
  const known = new Set(choiceIds);
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) return { error: `The answer names no choice '${unknown.slice(0, 100)}'` };
  if (new Set(ids).size !== ids.length) return { error: 'The answer names a choice twice' };
  if (mode === 'single' && ids.length !== 1) return { error: 'The answer must name exactly one choice' };
  if (mode === 'order' && ids.length !== choiceIds.length) return { error: 'The answer must order every choice' };
  if (mode === 'multiple') return { ids: choiceIds.filter((id) => ids.includes(id)) };
  return { ids };
}
