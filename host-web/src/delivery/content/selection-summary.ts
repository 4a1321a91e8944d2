import type { SearchCondition, SearchExpression, SelectionItem } from '@quire/core';

const ID_FACTS = { objectives: 'objectives', tags: 'tags', type: 'activity type' } as const;

// Plural facts read "tags include…", the activity type (one per activity) "is…".
const ID_OPERATORS: Record<SearchExpression['operator'], { plural: string; single: string }> = {
  contains: { plural: 'include any of', single: 'is one of' },
  does_not_contain: { plural: 'include none of', single: 'is none of' },
  equals: { plural: 'are exactly', single: 'is exactly' },
  does_not_equal: { plural: 'are not exactly', single: 'is not exactly' },
};

const TEXT_OPERATORS: Record<SearchExpression['operator'], string> = {
  contains: 'contains',
  does_not_contain: 'does not contain',
  equals: 'is',
  does_not_equal: 'is not',
};

function describeExpression({ fact, operator, value }: SearchExpression): string {
  if (fact === 'text') return `text ${TEXT_OPERATORS[operator]} “${String(value)}”`;
  const ids = Array.isArray(value) && value.length > 0 ? value.join(', ') : 'nothing';
  return `${ID_FACTS[fact]} ${fact === 'type' ? ID_OPERATORS[operator].single : ID_OPERATORS[operator].plural} ${ids}`;
}

function describeCondition(condition: SearchCondition, nested: boolean): string {
  if ('fact' in condition) return describeExpression(condition);
  if (condition.children.length === 0) return condition.operator === 'all' ? 'anything' : 'nothing';
  if (condition.children.length === 1) return describeCondition(condition.children[0], nested);
  const joined = condition.children.map((child) => describeCondition(child, true)).join(condition.operator === 'all' ? ' and ' : ' or ');
  return nested ? `(${joined})` : joined;
}

/** One line saying what a selection draws, for authors (ids as stored: the preview has no names). */
export function selectionSummary(item: SelectionItem): string {
  const activities = `${item.count} ${item.count === 1 ? 'activity' : 'activities'}`;
  const conditions = item.logic?.conditions ?? null;
  if (conditions === null) return `Draws ${activities} at random from all of the course’s activities.`;
  return `Draws ${activities} at random from the course’s activities whose ${describeCondition(conditions, false)}.`;
}
