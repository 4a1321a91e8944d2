/**
 * Validation of rich content and page models, shared by the editor and the server:
 * the first invalid node or item is reported with its index path (see `content-walk.ts`).
 */
import { z } from 'zod';
import {
  describeIssue,
  failure,
  makeWalk,
  MAX_CONTENT_DEPTH,
  OK,
  walkNodes,
  type ValidateContentOptions,
  type ValidationFailure,
  type ValidationResult,
  type Walk,
} from './content-walk.js';
import { childNesting, nestingViolation, ROOT_NESTING, type NestingContext } from './page-nesting.js';
import { PAGE_ITEM_SHALLOW_SCHEMAS } from './resource-content.js';

export {
  INVALID_ELEMENT_MESSAGE,
  MAX_CONTENT_DEPTH,
  type ValidateContentOptions,
  type ValidationFailure,
  type ValidationResult,
} from './content-walk.js';

const bibrefsSchema = z.array(z.union([z.string(), z.number()]));

/**
 * Validates a rich-content children array (Slate JSON): text leaves against
 * `textSchema`, each element against its kind's schema, recursing into children and
 * into rich content held in fields. Reports the first failure with its path, for
 * example `Invalid 'img' at [3, 0]: src: Unsafe URL`.
 * @public
 */
export function validateContent(nodes: unknown[], options: ValidateContentOptions): ValidationResult {
  const walk = makeWalk(options);
  if (!Array.isArray(nodes)) return failure(walk, () => 'Content must be a list of nodes');
  return walkNodes(nodes, walk, 0) ?? OK;
}

function walkItems(items: readonly unknown[], walk: Walk, context: NestingContext, depth: number): ValidationFailure | undefined {
  if (depth > MAX_CONTENT_DEPTH) return failure(walk, (at) => `Page items are nested too deeply at ${at}`);
  for (let i = 0; i < items.length; i++) {
    walk.trail.push(i);
    const failed = checkItem(items[i], walk, context, depth);
    if (failed) return failed;
    walk.trail.pop();
  }
  return undefined;
}

function checkItem(item: unknown, walk: Walk, context: NestingContext, depth: number): ValidationFailure | undefined {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) {
    return failure(walk, (at) => `Invalid page item at ${at}: expected an object`);
  }
  const record = item as Record<string, unknown>;
  const type = record.type;
  const schema = typeof type === 'string' ? PAGE_ITEM_SHALLOW_SCHEMAS.get(type) : undefined;
  if (schema === undefined) {
    const kind = typeof type === 'string' ? type : undefined;
    return failure(walk, (at) => `Unknown page item type '${String(type)}' at ${at}`, kind);
  }
  const itemType = type as string;
  const parsed = schema.safeParse(item);
  if (!parsed.success) {
    return failure(walk, (at) => `Invalid '${itemType}' item at ${at}: ${describeIssue(parsed.error)}`, itemType);
  }
  const misplaced = nestingViolation({ type: itemType, purpose: record.purpose }, context);
  if (misplaced !== undefined) {
    return failure(walk, (at) => `Invalid '${itemType}' item at ${at}: ${misplaced}`, itemType);
  }
  const children = record.children;
  if (!Array.isArray(children)) return undefined;
  if (itemType === 'content') return walkNodes(children, walk, depth + 1);
  return walkItems(children, walk, childNesting({ type: itemType }, context), depth + 1);
}

/**
 * Validates a page's content (`{ model: PageItem[], ... }`): each item against its
 * type's schema, the nesting rules, and every content item's rich content with
 * `validateContent`. Paths run through items' and content's children alike, so
 * `[1, 0, 3]` is child 3 of the content item at index 0 of the group at index 1.
 * @public
 */
export function validatePageModel(model: unknown, options: ValidateContentOptions): ValidationResult {
  const walk = makeWalk(options);
  const page = model as { model?: unknown; bibrefs?: unknown } | null;
  if (typeof page !== 'object' || page === null || !Array.isArray(page.model)) {
    return failure(walk, () => "A page needs a 'model' list of items");
  }
  if (page.bibrefs !== undefined && !bibrefsSchema.safeParse(page.bibrefs).success) {
    return failure(walk, () => "A page's 'bibrefs' must be a list of entry ids");
  }
  return walkItems(page.model, walk, ROOT_NESTING, 0) ?? OK;
}
