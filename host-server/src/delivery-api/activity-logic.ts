import type { Logic, SearchCondition, SearchExpression } from '@quire/core';

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

// Text ignores case and runs of spaces.
const folded = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** Text: contains = the title or the text holds the value; equals = the title or the whole text is the value. */
function textHolds(candidate: LogicCandidate, operator: SearchExpression['operator'], value: string): boolean {
  const wanted = folded(value);
  const title = folded(candidate.title);
  const text = folded(candidate.text);
  const contains = title.includes(wanted) || text.includes(wanted);
  const equals = title === wanted || text === wanted;
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
 * Whether an activity meets search logic: no conditions (`null`) let every activity
 * through; a clause `all` needs each child (an empty one holds), `any` one of them (an
 * empty one never holds).
 */
export function matchesLogic(candidate: LogicCandidate, logic: Logic): boolean {
  return logic.conditions === null || conditionHolds(candidate, logic.conditions);
}
