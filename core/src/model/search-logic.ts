/**
 * Activity search logic (spec authoring §3, activity bank): a tree of clauses and
 * expressions used by bank filters and by page `selection` items.
 */
import { z } from 'zod';
import { entityIdSchema } from './entity-id.js';
import { searchWords } from './search-words.js';

/** What an expression filters on. @public */
export const SEARCH_FACTS = ['objectives', 'tags', 'text', 'type'] as const;
/** How an expression compares. @public */
export const SEARCH_OPERATORS = ['contains', 'does_not_contain', 'equals', 'does_not_equal'] as const;
/** How a clause combines its children. @public */
export const CLAUSE_OPERATORS = ['all', 'any'] as const;

/**
 * One filter: `text` compares against text; the other facts against a list of ids
 * (objective, tag or activity type ids).
 * @public
 */
export interface SearchExpression {
  fact: (typeof SEARCH_FACTS)[number];
  operator: (typeof SEARCH_OPERATORS)[number];
  value: number[] | string;
}

/** A group of conditions that must all (or any) hold. @public */
export interface SearchClause {
  operator: (typeof CLAUSE_OPERATORS)[number];
  children: SearchCondition[];
}

/** @public */
export type SearchCondition = SearchExpression | SearchClause;

/** Search logic: no condition (everything matches), one expression, or a clause. @public */
export type SearchLogic = SearchCondition | null;

/** @public */
export const searchExpressionSchema = z
  .object({
    fact: z.enum(SEARCH_FACTS),
    operator: z.enum(SEARCH_OPERATORS),
    value: z.union([z.array(entityIdSchema), z.string()]),
  })
  .superRefine((expression, ctx) => {
    // A text search with ids, or an id search with text, can never match anything.
    const wantsText = expression.fact === 'text';
    if (wantsText !== (typeof expression.value === 'string')) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: wantsText ? 'A text filter needs text' : `A '${expression.fact}' filter needs a list of ids`,
      });
    }
  });

/** @public */
export const searchConditionSchema: z.ZodType<SearchCondition> = z.lazy(() =>
  z.union([searchExpressionSchema, searchClauseSchema]),
);

/** @public */
export const searchClauseSchema: z.ZodType<SearchClause> = z.object({
  operator: z.enum(CLAUSE_OPERATORS),
  children: z.array(searchConditionSchema),
});

/** @public */
export const searchLogicSchema: z.ZodType<SearchLogic> = searchConditionSchema.nullable();

/**
 * Search logic as stored in a page `selection` item and sent to the bank query:
 * `{ conditions }` ("logic conditions", spec authoring §3).
 * @public
 */
export const logicSchema = z.object({ conditions: searchLogicSchema });

/** @public */
export type Logic = z.infer<typeof logicSchema>;

/** Bounds of search logic: a filter or a selection is small; anything larger is refused, not run. @public */
export const SEARCH_LOGIC_LIMITS = {
  /** Clauses nested in clauses. */
  maxDepth: 8,
  /** Clauses and expressions in all. */
  maxNodes: 100,
  /** Ids in one expression. */
  maxIds: 500,
  /** Characters of one text expression. */
  maxTextLength: 500,
} as const;

/** Where search logic is wrong: the path of the bad node (`conditions.children.1.value`) and why. @public */
export interface SearchLogicProblem {
  readonly path: string;
  readonly message: string;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Reads search logic sent by a client: the one parser of it, bounded in depth, size and
 * length. Only the documented keys are taken; a value of any other shape (an object where ids
 * or text belong) is refused with the path of the node, before anything queries with it.
 * `path` names the value in the request (`logic.conditions`).
 * @public
 */
export function readSearchLogic(input: unknown, path = 'conditions'): { logic: SearchLogic } | { problem: SearchLogicProblem } {
  let nodes = 0;
  const fail = (at: string, message: string) => ({ problem: { path: at, message } });

  function read(value: unknown, at: string, depth: number): { condition: SearchCondition } | { problem: SearchLogicProblem } {
    nodes += 1;
    if (nodes > SEARCH_LOGIC_LIMITS.maxNodes) return fail(at, `Search logic may hold at most ${SEARCH_LOGIC_LIMITS.maxNodes} conditions`);
    if (!isPlainObject(value)) return fail(at, 'A condition must be an expression or a clause');
    if ('children' in value) {
      const extra = Object.keys(value).find((key) => key !== 'operator' && key !== 'children');
      if (extra !== undefined) return fail(`${at}.${extra}`, 'A clause has only an operator and children');
      if (!(CLAUSE_OPERATORS as readonly unknown[]).includes(value.operator)) return fail(`${at}.operator`, "A clause's operator is 'all' or 'any'");
      if (!Array.isArray(value.children)) return fail(`${at}.children`, "A clause's children are a list");
      if (depth >= SEARCH_LOGIC_LIMITS.maxDepth) return fail(at, `Clauses may nest at most ${SEARCH_LOGIC_LIMITS.maxDepth} deep`);
      const children: SearchCondition[] = [];
      for (const [index, child] of value.children.entries()) {
        const outcome = read(child, `${at}.children.${index}`, depth + 1);
        if ('problem' in outcome) return outcome;
        children.push(outcome.condition);
      }
      return { condition: { operator: value.operator as SearchClause['operator'], children } };
    }
    const extra = Object.keys(value).find((key) => key !== 'fact' && key !== 'operator' && key !== 'value');
    if (extra !== undefined) return fail(`${at}.${extra}`, 'An expression has only a fact, an operator and a value');
    if (!(SEARCH_FACTS as readonly unknown[]).includes(value.fact)) return fail(`${at}.fact`, `The fact is one of ${SEARCH_FACTS.join(', ')}`);
    if (!(SEARCH_OPERATORS as readonly unknown[]).includes(value.operator)) {
      return fail(`${at}.operator`, `The operator is one of ${SEARCH_OPERATORS.join(', ')}`);
    }
    const fact = value.fact as SearchExpression['fact'];
    const operator = value.operator as SearchExpression['operator'];
    if (fact === 'text') {
      if (typeof value.value !== 'string') return fail(`${at}.value`, 'A text filter needs text');
      if (value.value.length > SEARCH_LOGIC_LIMITS.maxTextLength) {
        return fail(`${at}.value`, `A text filter holds at most ${SEARCH_LOGIC_LIMITS.maxTextLength} characters`);
      }
      return { condition: { fact, operator, value: value.value } };
    }
    if (!Array.isArray(value.value)) return fail(`${at}.value`, `A '${fact}' filter needs a list of ids`);
    if (value.value.length > SEARCH_LOGIC_LIMITS.maxIds) return fail(`${at}.value`, `A filter lists at most ${SEARCH_LOGIC_LIMITS.maxIds} ids`);
    const badIndex = value.value.findIndex((id) => !entityIdSchema.safeParse(id).success || !Number.isSafeInteger(id));
    if (badIndex >= 0) return fail(`${at}.value.${badIndex}`, 'An id is a whole number');
    return { condition: { fact, operator, value: [...(value.value as number[])] } };
  }

  if (input === null || input === undefined) return { logic: null };
  const outcome = read(input, path, 0);
  return 'problem' in outcome ? outcome : { logic: outcome.condition };
}

function withoutEmpty(condition: SearchCondition): SearchCondition | null {
  if ('fact' in condition) {
    const empty = typeof condition.value === 'string' ? searchWords(condition.value).length === 0 : condition.value.length === 0;
    return empty ? null : condition;
  }
  const children = condition.children.map(withoutEmpty).filter((child): child is SearchCondition => child !== null);
  if (children.length === 0) return null;
  return { operator: condition.operator, children };
}

/**
 * Search logic with its empty filters left out (spec authoring §5: "empty values are
 * ignored"): an expression with no ids or no words, and a clause left with no children.
 * What remains is what both the bank query and a page selection's draw apply.
 * @public
 */
export function withoutEmptyValues(logic: SearchLogic): SearchLogic {
  return logic === null ? null : withoutEmpty(logic);
}
