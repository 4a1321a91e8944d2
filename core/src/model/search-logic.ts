/**
 * Activity search logic (spec authoring §3, activity bank): a tree of clauses and
 * expressions used by bank filters and by page `selection` items.
 */
import { z } from 'zod';
import { entityIdSchema } from './entity-id.js';

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
