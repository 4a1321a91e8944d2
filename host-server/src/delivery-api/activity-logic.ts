import { searchWords, withoutEmptyValues, wordsContain, type Logic, type SearchCondition, type SearchExpression } from '@quire/core';

/**
 * An activity as search logic sees it: what a page `selection` draws from and what the
 * activity bank filters (spec authoring §3 "Search logic").
 */
export interface LogicCandidate {
  readonly id: number;
  readonly title: string;
  /** The plain text of the learner's part of the model (stem, choices…), without the answers. */
  readonly text: string;
  /** The objectives of all its parts. */
  readonly objectiveIds: readonly number[];
  readonly tagIds: readonly number[];
  /** Null while the activity's type has no id. */
  readonly activityTypeId: number | null;
}

// Ids are compared as sets, the activity type as a set of one, so the four operators mean the
// same for every fact and `contains` has a use for `type` (an activity has one type):
// contains = shares at least one listed id; equals = has exactly the listed ids.
// "Has all of them" is a clause `all` of one-id `contains`.
function sharesAny(own: ReadonlySet<number>, listed: readonly number[]): boolean {
  return listed.some((id) => own.has(id));
}

function sameIds(own: ReadonlySet<number>, listed: readonly number[]): boolean {
  const wanted = new Set(listed);
  return wanted.size === own.size && [...wanted].every((id) => own.has(id));
}

/**
 * Text compares words (core's `searchWords`: case and accents folded), as the bank's
 * full-text index does: contains = every word searched for starts a word of the title or the
 * text; equals = the words are the title's, or the whole text's.
 */
function textHolds(candidate: LogicCandidate, operator: SearchExpression['operator'], value: string): boolean {
  const wanted = searchWords(value);
  const title = searchWords(candidate.title);
  const text = searchWords(candidate.text);
  const contains = wordsContain([...title, ...text], wanted);
  const phrase = wanted.join(' ');
  const equals = title.join(' ') === phrase || text.join(' ') === phrase;
  switch (operator) {
    case 'contains':
      return contains;
    case 'does_not_contain':
      return !contains;
    case 'equals':
      return equals;
    case 'does_not_equal':
      return !equals;
  }
}

function idsOf(candidate: LogicCandidate, fact: Exclude<SearchExpression['fact'], 'text'>): ReadonlySet<number> {
  switch (fact) {
    case 'objectives':
      return new Set(candidate.objectiveIds);
    case 'tags':
      return new Set(candidate.tagIds);
    case 'type':
      return new Set(candidate.activityTypeId === null ? [] : [candidate.activityTypeId]);
  }
}

function expressionHolds(candidate: LogicCandidate, expression: SearchExpression): boolean {
  const { fact, operator, value } = expression;
  if (fact === 'text') return typeof value === 'string' && textHolds(candidate, operator, value);
  // The schema refuses text for an id fact; a value that slipped through matches nothing.
  if (!Array.isArray(value)) return false;
  const own = idsOf(candidate, fact);
  switch (operator) {
    case 'contains':
      return sharesAny(own, value);
    case 'does_not_contain':
      return !sharesAny(own, value);
    case 'equals':
      return sameIds(own, value);
    case 'does_not_equal':
      return !sameIds(own, value);
  }
}

function conditionHolds(candidate: LogicCandidate, condition: SearchCondition): boolean {
  if ('fact' in condition) return expressionHolds(candidate, condition);
  return condition.operator === 'all'
    ? condition.children.every((child) => conditionHolds(candidate, child))
    : condition.children.some((child) => conditionHolds(candidate, child));
}

/**
 * Whether an activity meets search logic: empty filters are left out first (spec authoring
 * §5); no conditions then let every activity through; a clause `all` needs each child, `any`
 * one of them.
 */
export function matchesLogic(candidate: LogicCandidate, logic: Logic): boolean {
  const conditions = withoutEmptyValues(logic.conditions);
  return conditions === null || conditionHolds(candidate, conditions);
}
