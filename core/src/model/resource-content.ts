/**
 * The items a page is built from (spec authoring §3 "Resource content types"): content
 * blocks, activity references, selections, groups, surveys, reports, alternatives and
 * breaks. Items nest through `children`; content items hold rich content.
 */
import { z } from 'zod';
import { richContentSchema } from './elements/element-schema.js';
import { GROUP_PURPOSES } from './group-purpose.js';
import { findNestingViolation } from './page-nesting.js';
import {
  ALTERNATIVES_STRATEGIES,
  CONTENT_EDITORS,
  GROUP_AUDIENCES,
  GROUP_LAYOUTS,
  PAGINATION_MODES,
  type PageItem,
  type PageItemType,
} from './page-item.js';
import { logicSchema } from './search-logic.js';
import { textDirectionSchema } from './text-direction.js';

export * from './page-item.js';

const itemId = z.string().min(1);
const anyId = z.union([z.number(), z.string()]);

// The item schemas, parameterised by how nested items are checked: one item at a time
// (the page walker, so errors get paths) or the whole tree (pageItemSchema).
function itemSchemas(items: z.ZodType<PageItem[]>) {
  const item = <T extends PageItemType, S extends z.ZodRawShape>(type: T, shape: S) =>
    z.object({ type: z.literal(type), id: itemId, ...shape });
  return [
    item('content', {
      editor: z.enum(CONTENT_EDITORS).optional(),
      textDirection: textDirectionSchema.optional(),
      children: richContentSchema,
    }),
    item('activity-reference', { activity_id: anyId, custom: z.record(z.string(), z.unknown()).optional() }),
    item('selection', { count: z.number().int().positive(), logic: logicSchema }),
    item('group', {
      layout: z.enum(GROUP_LAYOUTS).optional(),
      purpose: z.enum(GROUP_PURPOSES),
      audience: z.enum(GROUP_AUDIENCES).optional(),
      paginationMode: z.enum(PAGINATION_MODES).optional(),
      children: items,
    }),
    item('survey', { title: z.string().optional(), children: items }),
    item('report', {
      title: z.string().optional(),
      activityId: anyId,
      reportType: z.string().optional(),
      children: items.optional(),
    }),
    item('alternatives', {
      strategy: z.enum(ALTERNATIVES_STRATEGIES),
      alternatives_id: anyId,
      children: items,
    }),
    item('alternative', { value: z.string(), children: items }),
    item('break', {}),
  ] as const;
}

const shallow = itemSchemas(z.array(z.unknown()) as unknown as z.ZodType<PageItem[]>);

/**
 * One schema per page item type that checks the item's own fields but not its nested
 * items; the page walker (`validatePageModel`) applies them item by item.
 * @public
 */
export const PAGE_ITEM_SHALLOW_SCHEMAS: ReadonlyMap<string, z.ZodType> = new Map<string, z.ZodType>(
  shallow.map((schema) => [schema.shape.type.value, schema]),
);

/**
 * A page item and everything nested in it. Rich content is not checked node by node
 * and nesting rules are not applied: use `validatePageModel` for that.
 * @public
 */
export const pageItemSchema: z.ZodType<PageItem> = z.lazy(() => z.discriminatedUnion('type', deep));

// Declared after pageItemSchema and only read lazily, so the recursion resolves.
const deep = itemSchemas(z.array(z.lazy(() => pageItemSchema)));

/**
 * The content of a page: its items in `model`, and `bibrefs`, the bibliography entries
 * cited in it; a save removes any other page-level field (`UnknownFieldStripper`).
 * Applies the nesting rules of `page-nesting.ts`; rich content is checked by
 * `validatePageModel`.
 * @public
 */
export const pageModelSchema = z
  .object({
    model: z.array(pageItemSchema),
    bibrefs: z.array(anyId).optional(),
  })
  .superRefine((page, ctx) => {
    const violation = findNestingViolation(page.model);
    if (violation === undefined) return;
    // Item index paths become zod paths through each parent's children.
    const path: (string | number)[] = ['model'];
    violation.path.forEach((index, depth) => path.push(...(depth === 0 ? [index] : ['children', index])));
    ctx.addIssue({ code: 'custom', path, message: violation.message });
  });

/** @public */
export type PageModel = z.infer<typeof pageModelSchema>;
