/**
 * Building blocks shared by every element schema: the common element shape, rich
 * content, captions, dimensions and checked URLs.
 */
import { z } from 'zod';
import type { Descendant } from '../node.js';
import { isSafeUrl, UNSAFE_URL_MESSAGE } from '../safe-url.js';

/**
 * A node of rich content. Not checked here: the content walker (`validateContent`)
 * checks each node against its own kind's schema so that errors carry a path.
 * @public
 */
export const descendantSchema = z.custom<Descendant>();

/**
 * Rich content held in a field (a caption, a popup's content): an array of nodes,
 * checked node by node by the content walker, not by this schema.
 * @public
 */
export const richContentSchema = z.array(descendantSchema);

/**
 * A caption or title: legacy content stores a plain string, current content stores
 * rich content, so both are accepted.
 * @public
 */
export const captionSchema = z.union([z.string(), richContentSchema]);

/** @public */
export type Caption = z.infer<typeof captionSchema>;

/**
 * A width or height. Stored as a number, or as the text the author typed (the
 * renderer treats empty, non-numeric or zero as unset, spec authoring §5).
 * @public
 */
export const dimensionSchema = z.union([z.number().nonnegative(), z.string()]);

/**
 * A URL that is rendered into an `href` or `src`: any string except script-bearing
 * schemes (see `isSafeUrl`), refused with 'Unsafe URL'.
 * @public
 */
export const safeUrlSchema = z.string().refine(isSafeUrl, UNSAFE_URL_MESSAGE);

/** Table cell and image spans: a whole number of at least 1. @public */
export const spanSchema = z.number().int().positive();

// Schemas made by `elementSchema`: their `type`, `id` and `children` are known, so the
// content walker may accept a bare element of theirs without a parse.
const elementShapeSchemas = new WeakSet<z.ZodType>();

/** Whether `schema` was made by `elementSchema` (and not changed since). @public */
export function isElementShapeSchema(schema: z.ZodType): boolean {
  return elementShapeSchemas.has(schema);
}

/**
 * The schema of one element kind: `type`, an optional `id`, `children`, and the kind's
 * own fields, which are all an element keeps: a save removes any other field
 * (`UnknownFieldStripper`). Children are not validated here (see `descendantSchema`).
 * @public
 */
export function elementSchema<K extends string, S extends z.ZodRawShape>(kind: K, shape: S) {
  const schema = z.object({
    type: z.literal(kind),
    id: z.string().min(1).optional(),
    children: richContentSchema,
    ...shape,
  });
  elementShapeSchemas.add(schema);
  return schema;
}

/**
 * A record held in a field of an element (a pronunciation, a definition's meaning): shaped
 * like an element (type, id, children) but not a kind of its own, so the content walker
 * checks it with the element that holds it.
 * @public
 */
export function fieldRecordSchema<T extends string, S extends z.ZodRawShape>(type: T, shape: S) {
  return z.object({
    type: z.literal(type),
    id: z.string().min(1).optional(),
    children: richContentSchema,
    ...shape,
  });
}
