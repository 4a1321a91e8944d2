/**
 * Choices of the choice activity types (multiple choice, check all that apply, ordering)
 * and the rule text that selects a set or an order of them. Rules stay the stored truth,
 * as in Torus, so a model round-trips; the learner's input is choice ids joined by spaces.
 */
import { z } from 'zod';
import { choiceSchema, createId, textRichContent, escapeRuleValue, type Choice } from '@quire/core';
import type { ChoiceMode } from './choice-input.js';

// Core's choice (rich content with an id the learner's input names) is the multi-input
// dropdown's too, so both kinds of question share one shape.
export { choiceSchema, type Choice };

export type { ChoiceMode } from './choice-input.js';

/** The rule that matches every input; it ends the responses as the incorrect catch-all. @public */
export const CATCH_ALL_RULE = 'input like {.*}';

/** A new choice holding `text` (nothing by default). @public */
export function createChoice(text = '', makeId: () => string = createId): Choice {
  return { id: makeId(), content: textRichContent(text) };
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

export { choiceInput } from './choice-input.js';

export { parseChoiceInput, type ParsedChoiceInput } from './choice-input.js';

/** A model's `choices`: at least one choice. @public */
export const choicesSchema = z.array(choiceSchema).min(1);
