/**
 * Search logic compiled to one parameterised SQL query over the bank's index
 * (bank-index.ts) for a page of activity ids and their count: on SQLite an FTS5 match over
 * the words and facet tokens, on PostgreSQL conditions over the index tables and the GIN
 * indexed tsvector. The meaning of each operator is
 * the one `matchesLogic` gives (delivery-api/activity-logic.ts), which page selections
 * use: ids compare as sets (contains = shares one, equals = exactly these), text by words
 * (contains = every word starts a word of the title or the text, through the full-text
 * index; equals = the words are the title's or the whole text's).
 */
import { searchWords, withoutEmptyValues, type Paging, type SearchCondition, type SearchExpression, type SearchLogic } from '@quire/core';
import { allHot, firstHot, hotDialect, type HotDb } from '../db/prepared-sqlite.js';
import { facetTokens } from './bank-facets.js';

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

function textFragment(operator: 'contains' | 'equals', value: string): Fragment {
  const words = searchWords(value);
  if (operator === 'equals') {
    const phrase = words.join(' ');
    return { sql: 'b.resource_id in (select resource_id from bank_activity_text where title_words = ? or body_words = ?)', bindings: [phrase, phrase] };
  }
  // The words hold only letters and digits, so each is a safe prefix term.
  return {
    sql: "b.resource_id in (select resource_id from bank_activity_text where words @@ to_tsquery('simple', ?))",
    bindings: [words.map((word) => `${word}:*`).join(' & ')],
  };
}

function expressionFragment(expression: SearchExpression, slugOf: TypeSlugOf): Fragment {
  const negated = expression.operator === 'does_not_contain' || expression.operator === 'does_not_equal';
  const operator = expression.operator === 'contains' || expression.operator === 'does_not_contain' ? 'contains' : 'equals';
  const { fact, value } = expression;
  const positive =
    fact === 'text'
      ? textFragment(operator, value as string)
      : fact === 'type'
        ? typeFragment(operator, value as number[], slugOf)
        : idsFragment(fact, operator, value as number[]);
  return negated ? { sql: `not (${positive.sql})`, bindings: positive.bindings } : positive;
}

function conditionFragment(condition: SearchCondition, slugOf: TypeSlugOf): Fragment {
  if ('fact' in condition) return expressionFragment(condition, slugOf);
  const parts = condition.children.map((child) => conditionFragment(child, slugOf));
  return {
    sql: `(${parts.map((part) => part.sql).join(condition.operator === 'all' ? ' and ' : ' or ')})`,
    bindings: parts.flatMap((part) => part.bindings),
  };
}

const facet = (token: string) => `facets:${token}`;
const anyOf = (parts: readonly string[]) => (parts.length === 0 ? facet(facetTokens.never) : `(${parts.join(' OR ')})`);
const allOf = (parts: readonly string[]) => `(${parts.join(' AND ')})`;

function facetExpression(expression: SearchExpression, projectToken: string, slugOf: TypeSlugOf): string {
  const negated = expression.operator === 'does_not_contain' || expression.operator === 'does_not_equal';
  const contains = expression.operator === 'contains' || expression.operator === 'does_not_contain';
  let positive: string;
  if (expression.fact === 'text') {
    const words = searchWords(expression.value as string);
    positive = contains
      ? allOf(words.map((word) => `{title_words body_words}:"${word}"*`))
      : anyOf([facet(facetTokens.title(words.join(' '))), facet(facetTokens.body(words.join(' ')))]);
  } else {
    const ids = [...new Set(expression.value as number[])];
    if (expression.fact === 'type') {
      const slugs = ids.map(slugOf).filter((slug): slug is string => slug !== undefined);
      // An activity has one type: it cannot have exactly two.
      positive = !contains && ids.length !== 1 ? facet(facetTokens.never) : anyOf(slugs.map((slug) => facet(facetTokens.type(slug))));
    } else {
      const token = expression.fact === 'tags' ? facetTokens.tag : facetTokens.objective;
      const count = expression.fact === 'tags' ? facetTokens.tagCount : facetTokens.objectiveCount;
      const tokens = ids.map((id) => facet(token(id)));
      positive = contains ? anyOf(tokens) : allOf([...tokens, facet(count(ids.length))]);
    }
  }
  return negated ? `(${facet(projectToken)} NOT ${positive})` : positive;
}

function facetCondition(condition: SearchCondition, projectToken: string, slugOf: TypeSlugOf): string {
  if ('fact' in condition) return facetExpression(condition, projectToken, slugOf);
  const parts = condition.children.map((child) => facetCondition(child, projectToken, slugOf));
  return condition.operator === 'all' ? allOf(parts) : anyOf(parts);
}

/**
 * Search logic as one FTS5 query over the words and facet tokens of SQLite's full-text
 * table (bank-facets.ts): the project's token and the conditions, `NOT` against the
 * project's token for a negation. Only tokens of letters and digits and quoted words are
 * written into it; it is bound as a parameter.
 */
export function facetMatch(projectId: number, conditions: SearchCondition, slugOf: TypeSlugOf): string {
  const projectToken = facetTokens.project(projectId);
  return `${facet(projectToken)} AND ${facetCondition(conditions, projectToken, slugOf)}`;
}

/** PostgreSQL's `where` of a bank query: the project's banked activities that meet the conditions. */
function postgresWhere(projectId: number, conditions: SearchCondition, slugOf: TypeSlugOf): Fragment {
  const filter = conditionFragment(conditions, slugOf);
  return { sql: `b.project_id = ? and ${filter.sql}`, bindings: [projectId, ...filter.bindings] };
}

/**
 * One page of the ids of matching activities, newest first, and how many match in all.
 * With conditions, the page and the count come from one evaluation of the filter (a window
 * count): on SQLite one FTS5 match, on PostgreSQL one `where` over the index tables. Without, the
 * project's rows are counted on their index.
 */
export async function queryBank(
  db: HotDb,
  projectId: number,
  logic: SearchLogic,
  paging: Paging,
  slugOf: TypeSlugOf,
): Promise<{ ids: number[]; totalCount: number }> {
  const conditions = withoutEmptyValues(logic);
  let from: Fragment;
  if (conditions === null) from = { sql: 'bank_activities b where b.project_id = ?', bindings: [projectId] };
  else if (hotDialect(db) === 'sqlite') {
    from = { sql: 'bank_activity_words w where bank_activity_words match ?', bindings: [facetMatch(projectId, conditions, slugOf)] };
  } else {
    const where = postgresWhere(projectId, conditions, slugOf);
    from = { sql: `bank_activities b where ${where.sql}`, bindings: where.bindings };
  }
  const id = conditions !== null && hotDialect(db) === 'sqlite' ? 'w.rowid' : 'b.resource_id';
  const page = await allHot<{ resource_id: number; total?: number | string }>(
    db,
    `select ${id} as resource_id${conditions !== null ? ', count(*) over () as total' : ''} from ${from.sql} order by ${id} desc limit ? offset ?`,
    [...from.bindings, paging.limit, paging.offset],
  );
  const ids = page.map((row) => Number(row.resource_id));
  if (conditions !== null && page.length > 0) return { ids, totalCount: Number(page[0].total) };
  if (conditions !== null && paging.offset === 0) return { ids, totalCount: 0 };
  // No conditions, or a page past the end, which has no rows to carry the window count.
  const counted = await firstHot<{ n: number | string }>(db, `select count(*) as n from ${from.sql}`, from.bindings);
  return { ids, totalCount: Number(counted?.n ?? 0) };
}
