/**
 * Search logic compiled to SQL over the bank's index (bank-index.ts): one parameterised
 * query for a page of activity ids and one for the count. The meaning of each operator is
 * the one `matchesLogic` gives (delivery-api/activity-logic.ts), which page selections
 * use: ids compare as sets (contains = shares one, equals = exactly these), text by words
 * (contains = every word starts a word of the title or the text, through the full-text
 * index; equals = the words are the title's or the whole text's).
 */
import { searchWords, withoutEmptyValues, type Paging, type SearchCondition, type SearchExpression, type SearchLogic } from '@quire/core';
import { allHot, firstHot, hotDialect, type HotDb } from '../db/prepared-sqlite.js';

interface Fragment {
  readonly sql: string;
  readonly bindings: readonly unknown[];
}

/** How the query reads activity type ids: the slugs they were registered for. */
export type TypeSlugOf = (id: number) => string | undefined;

const NOTHING: Fragment = { sql: '1 = 0', bindings: [] };
const marks = (count: number) => Array.from({ length: count }, () => '?').join(', ');

const LINKS = {
  tags: { table: 'bank_activity_tags', column: 'tag_id', count: 'b.tag_count' },
  objectives: { table: 'bank_activity_objectives', column: 'objective_id', count: 'b.objective_count' },
} as const;

function idsFragment(fact: 'tags' | 'objectives', operator: 'contains' | 'equals', ids: readonly number[]): Fragment {
  const { table, column, count } = LINKS[fact];
  const distinct = [...new Set(ids)];
  if (operator === 'contains') {
    return { sql: `b.resource_id in (select resource_id from ${table} where ${column} in (${marks(distinct.length)}))`, bindings: distinct };
  }
  return {
    sql:
      `(${count} = ? and b.resource_id in (select resource_id from ${table} where ${column} in (${marks(distinct.length)}) ` +
      'group by resource_id having count(*) = ?))',
    bindings: [distinct.length, ...distinct, distinct.length],
  };
}

function typeFragment(operator: 'contains' | 'equals', ids: readonly number[], slugOf: TypeSlugOf): Fragment {
  const distinct = [...new Set(ids)];
  // An activity has one type: it cannot have exactly two.
  if (operator === 'equals' && distinct.length !== 1) return NOTHING;
  const slugs = distinct.map(slugOf).filter((slug): slug is string => slug !== undefined);
  if (slugs.length === 0) return NOTHING;
  return { sql: `coalesce(b.activity_type, '') in (${marks(slugs.length)})`, bindings: slugs };
}

function textFragment(db: HotDb, operator: 'contains' | 'equals', value: string): Fragment {
  const words = searchWords(value);
  if (operator === 'equals') {
    const phrase = words.join(' ');
    return { sql: 'b.resource_id in (select resource_id from bank_activity_text where title_words = ? or body_words = ?)', bindings: [phrase, phrase] };
  }
  // The words hold only letters and digits, so each is a safe prefix term in either syntax.
  if (hotDialect(db) === 'postgres') {
    return {
      sql: "b.resource_id in (select resource_id from bank_activity_text where words @@ to_tsquery('simple', ?))",
      bindings: [words.map((word) => `${word}:*`).join(' & ')],
    };
  }
  return {
    sql: 'b.resource_id in (select rowid from bank_activity_words where bank_activity_words match ?)',
    bindings: [words.map((word) => `"${word}"*`).join(' ')],
  };
}

function expressionFragment(db: HotDb, expression: SearchExpression, slugOf: TypeSlugOf): Fragment {
  const negated = expression.operator === 'does_not_contain' || expression.operator === 'does_not_equal';
  const operator = expression.operator === 'contains' || expression.operator === 'does_not_contain' ? 'contains' : 'equals';
  const { fact, value } = expression;
  const positive =
    fact === 'text'
      ? textFragment(db, operator, value as string)
      : fact === 'type'
        ? typeFragment(operator, value as number[], slugOf)
        : idsFragment(fact, operator, value as number[]);
  return negated ? { sql: `not (${positive.sql})`, bindings: positive.bindings } : positive;
}

function conditionFragment(db: HotDb, condition: SearchCondition, slugOf: TypeSlugOf): Fragment {
  if ('fact' in condition) return expressionFragment(db, condition, slugOf);
  const parts = condition.children.map((child) => conditionFragment(db, child, slugOf));
  return {
    sql: `(${parts.map((part) => part.sql).join(condition.operator === 'all' ? ' and ' : ' or ')})`,
    bindings: parts.flatMap((part) => part.bindings),
  };
}

/** The `where` of a bank query: the project's banked activities that meet the logic, empty filters left out. */
export function bankWhere(db: HotDb, projectId: number, logic: SearchLogic, slugOf: TypeSlugOf): Fragment {
  const conditions = withoutEmptyValues(logic);
  if (conditions === null) return { sql: 'b.project_id = ?', bindings: [projectId] };
  const filter = conditionFragment(db, conditions, slugOf);
  return { sql: `b.project_id = ? and ${filter.sql}`, bindings: [projectId, ...filter.bindings] };
}

/**
 * One page of the ids of matching activities, newest first, and how many match in all.
 * With conditions, the page and the count come from one evaluation of the filter (a window
 * count); without, the project's rows are counted on their index.
 */
export async function queryBank(
  db: HotDb,
  projectId: number,
  logic: SearchLogic,
  paging: Paging,
  slugOf: TypeSlugOf,
): Promise<{ ids: number[]; totalCount: number }> {
  const where = bankWhere(db, projectId, logic, slugOf);
  const count = async () =>
    Number((await firstHot<{ n: number | string }>(db, `select count(*) as n from bank_activities b where ${where.sql}`, where.bindings))?.n ?? 0);
  const filtered = withoutEmptyValues(logic) !== null;
  const page = await allHot<{ resource_id: number; total?: number | string }>(
    db,
    `select b.resource_id${filtered ? ', count(*) over () as total' : ''} from bank_activities b where ${where.sql} ` +
      'order by b.resource_id desc limit ? offset ?',
    [...where.bindings, paging.limit, paging.offset],
  );
  const ids = page.map((row) => Number(row.resource_id));
  // A page past the end has no rows to carry the window count.
  const totalCount = filtered && page.length > 0 ? Number(page[0].total) : filtered && paging.offset === 0 ? 0 : await count();
  return { ids, totalCount };
}
