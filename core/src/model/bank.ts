/**
 * Activity bank entities (spec authoring §3): activity contexts, bank rows,
 * objectives, tags, paging and query results, plus the bank's limits (§5, §9).
 */
import { z } from 'zod';
import { entityIdSchema } from './entity-id.js';

/** Activities per page of the bank list. @public */
export const BANK_PAGE_SIZE = 5;
/** Most questions a CSV bulk import may hold. @public */
export const CSV_IMPORT_MAX_ROWS = 200;

// An activity model of any type: each type validates its own fields.
const modelSchema = z.record(z.string(), z.unknown());
// Objective ids attached to each part, keyed by part id.
const objectiveMapSchema = z.record(z.string(), z.array(entityIdSchema));

/** A learning objective; `parentIds` null for a top-level objective. @public */
export const objectiveSchema = z.object({
  id: entityIdSchema,
  title: z.string(),
  parentIds: z.array(entityIdSchema).nullable(),
});
/** @public */
export type Objective = z.infer<typeof objectiveSchema>;

/** A tag. @public */
export const tagSchema = z.object({ id: entityIdSchema, title: z.string() });
/** @public */
export type Tag = z.infer<typeof tagSchema>;

/** Everything the editor of one activity needs. @public */
export const activityContextSchema = z.looseObject({
  activityId: entityIdSchema,
  activitySlug: z.string(),
  typeSlug: z.string(),
  title: z.string(),
  model: modelSchema,
  objectives: objectiveMapSchema,
  tags: z.array(entityIdSchema),
  authoringElement: z.string(),
  friendlyName: z.string(),
  description: z.string(),
  variables: z.record(z.string(), z.unknown()),
  optionalContentTypes: z.record(z.string(), z.unknown()),
});
/** @public */
export type ActivityContext = z.infer<typeof activityContextSchema>;

/** One activity as the bank query returns it. @public */
export const bankRowSchema = z.looseObject({
  resource_id: entityIdSchema,
  slug: z.string(),
  title: z.string(),
  content: modelSchema,
  objectives: objectiveMapSchema,
  tags: z.array(entityIdSchema),
  activity_type_id: entityIdSchema,
});
/** @public */
export type BankRow = z.infer<typeof bankRowSchema>;

/** A page of results: skip `offset` rows, take at most `limit`. @public */
export const pagingSchema = z.object({
  offset: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
});
/** @public */
export type Paging = z.infer<typeof pagingSchema>;

/** One page of bank rows and the number of rows matching in all. @public */
export const queryResultSchema = z.object({
  rows: z.array(bankRowSchema),
  totalCount: z.number().int().nonnegative(),
});
/** @public */
export type QueryResult = z.infer<typeof queryResultSchema>;
