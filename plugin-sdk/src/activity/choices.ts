/**
 * Choices of the choice activity types (multiple choice, check all that apply, ordering)
 * and the rule text that selects a set or an order of them. Rules stay the stored truth,
 * as in Torus, so a model round-trips; the learner's input is choice ids joined by spaces.
 */
import { z } from 'zod';
import { choiceSchema, createId, emptyRichContent, escapeRuleValue, type Choice } from '@quire/core';

// Core's choice (rich content with an id the learner's input names) is the multi-input
// dropdown's too, so both kinds of question share one shape.
export { choiceSchema, type Choice };

/**
 * How a choice type reads its input: one id (`single`), a set of ids in any order
 * (`multiple`), or every id in an order (`order`).
 * @public
 */
export type ChoiceMode = 'single' | 'multiple' | 'order';

/** The rule that matches every input; it ends the responses as the incorrect catch-all. @public */
export const CATCH_ALL_RULE = 'input like {.*}';

/** A new choice holding one paragraph of `text` (empty by default). @public */
export function createChoice(text = '', makeId: () => string = createId): Choice {
  const content = emptyRichContent(makeId);
  content[0].children[0].text = text;
  return { id: makeId(), content };
}

// Choice ids become regular expressions inside `like`, so their special characters are escaped.
function literalPattern(id: string): string {
  return id.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

function like(pattern: string): string {
  return `input like {${escapeRuleValue(pattern)}}`;
}

/** Matches exactly the input `id`. @public */
export function singleChoiceRule(id: string): string {
  return like(`^${literalPattern(id)}$`);
}

/**
 * Matches the inputs whose id set is exactly `selected`, in any order: each choice of
 * `allIds` is required when selected and refused otherwise.
 * @public
 */
export function choiceSetRule(selected: readonly string[], allIds: readonly string[]): string {
  const chosen = new Set(selected);
  const ids = [...new Set([...allIds, ...selected])];
  if (ids.length === 0) return like('^$');
  return ids
    .map((id) => {
      const clause = like(`(^| )${literalPattern(id)}( |$)`);
      return chosen.has(id) ? clause : `!(${clause})`;
    })
    .join(' && ');
}

/** Matches exactly the ids in this order. @public */
export function choiceOrderRule(ids: readonly string[]): string {
  return like(`^${ids.map(literalPattern).join(' ')}$`);
}

/** The rule that selects `ids` for a choice type. @public */
export function choiceRule(mode: ChoiceMode, ids: readonly string[], allIds: readonly string[]): string {
  if (mode === 'single') return singleChoiceRule(ids[0] ?? '');
  if (mode === 'multiple') return choiceSetRule(ids, allIds);
  return choiceOrderRule(ids);
}

/** The learner's input for chosen ids: the ids joined by spaces. @public */
export function choiceInput(ids: readonly string[]): string {
  return ids.join(' ');
}

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

/** A model's `choices`: at least one choice. @public */
export const choicesSchema = z.array(choiceSchema).min(1);
