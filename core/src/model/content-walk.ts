/**
 * The rich-content walker behind `validateContent` and `validatePageModel`. Each node is
 * checked with its own kind's schema so that the first failure is reported with its
 * index path. Runs on every save of large pages: nothing is allocated per node beyond
 * the parse, and messages are built only on failure.
 */
import type { z } from 'zod';
import type { ContentSlots } from './elements/content-slots.js';
import { isElementShapeSchema } from './elements/element-schema.js';
import { textSchema } from './elements/text.js';
import { MARKS } from './marks.js';

const MARK_NAMES: ReadonlySet<string> = new Set(MARKS);
const acceptsBareElement = new WeakMap<z.ZodType, boolean>();

/**
 * Most text leaves are `{ text }` with a mark or two: valid exactly when every mark key
 * holds a boolean (the schema is loose, so other keys pass), with no zod parse.
 */
function isPlainlyValidText(record: Record<string, unknown>): boolean {
  for (const key in record) {
    if (key === 'text' || !MARK_NAMES.has(key)) continue;
    const value = record[key];
    if (value !== true && value !== false && value !== undefined) return false;
  }
  return true;
}

/**
 * Most elements carry only `type`, `id` and `children`. For a kind whose schema is built by
 * `elementSchema` and has no required field, such an element is valid exactly when its id
 * is absent or a non-empty string and its children an array, so it needs no zod parse.
 */
function isPlainlyValidElement(record: Record<string, unknown>, schema: z.ZodType, type: string): boolean {
  if (!isElementShapeSchema(schema)) return false;
  let bare = acceptsBareElement.get(schema);
  if (bare === undefined) {
    bare = schema.safeParse({ type, children: [] }).success;
    acceptsBareElement.set(schema, bare);
  }
  if (!bare) return false;
  for (const key in record) if (key !== 'type' && key !== 'id' && key !== 'children') return false;
  const id = record.id;
  return (id === undefined || (typeof id === 'string' && id.length > 0)) && Array.isArray(record.children);
}

/**
 * The outcome of a validation. On failure, `path` holds the child indexes of the bad
 * node (for rich content held in a field, of the element owning the field, and `field`
 * says where in it), `kind` its type when known, and `message` a readable sentence.
 * @public
 */
export type ValidationResult =
  | { readonly ok: true }
  | { readonly ok: false; path: number[]; kind?: string; field?: string; message: string };

/** What the walker checks with: the host's element kinds, from its plugins. @public */
export interface ValidateContentOptions {
  /** Element schemas by kind. */
  readonly schemas: ReadonlyMap<string, z.ZodType>;
  /** Rich-content fields by kind (`ElementContribution.slots`); kinds without any are absent. */
  readonly slots: ReadonlyMap<string, ContentSlots>;
  /**
   * An element whose kind has no schema is refused (`'refuse'`, the default), or kept as
   * opaque data (`'keep'`): the server keeps the kinds of plugins that are not installed,
   * unchecked and unwalked, so a page loses nothing while a plugin is away.
   */
  readonly unknownKinds?: 'refuse' | 'keep';
}

/** Message for a node whose kind has no schema (spec §8). @public */
export const INVALID_ELEMENT_MESSAGE = 'Content element is invalid';

/**
 * Nesting depth past which content is refused: far beyond real documents, and it keeps
 * a hostile document from exhausting the stack.
 * @public
 */
export const MAX_CONTENT_DEPTH = 100;

/** A successful validation; shared, frozen. @internal */
export const OK: ValidationResult = Object.freeze({ ok: true });

/** A failed validation. @public */
export type ValidationFailure = Extract<ValidationResult, { ok: false }>;

/** State of one validation walk. @internal */
export interface Walk {
  readonly schemas: ReadonlyMap<string, z.ZodType>;
  readonly slots: ReadonlyMap<string, ContentSlots>;
  readonly keepUnknownKinds: boolean;
  // Location of the node being checked: child indexes, and field names for rich
  // content held in fields. Pushed and popped in place to avoid allocation.
  readonly trail: (number | string)[];
}

function formatTrail(trail: readonly (number | string)[]): string {
  if (trail.length === 0) return '[]';
  let out = '';
  let run: number[] = [];
  for (const segment of trail) {
    if (typeof segment === 'number') {
      run.push(segment);
      continue;
    }
    if (run.length > 0) out += `[${run.join(', ')}]`;
    run = [];
    out += out === '' ? segment : `.${segment}`;
  }
  return run.length > 0 ? `${out}[${run.join(', ')}]` : out;
}

/** The failure at the walk's current location; builds the message only now. @internal */
export function failure(walk: Walk, message: (location: string) => string, kind?: string): ValidationFailure {
  const firstField = walk.trail.findIndex((segment) => typeof segment === 'string');
  const path = (firstField < 0 ? walk.trail : walk.trail.slice(0, firstField)) as number[];
  const result: ValidationFailure = { ok: false, path: [...path], message: message(formatTrail(walk.trail)) };
  if (kind !== undefined) result.kind = kind;
  if (firstField >= 0) result.field = formatTrail(walk.trail.slice(firstField));
  return result;
}

/** The first issue of a zod error as `field.path: message`. @internal */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  let where = '';
  for (const key of issue.path) {
    where += typeof key === 'number' ? `[${key}]` : where === '' ? String(key) : `.${String(key)}`;
  }
  return where === '' ? issue.message : `${where}: ${issue.message}`;
}

/** Checks a list of rich-content nodes, depth-first; the first failure wins. @internal */
export function walkNodes(nodes: readonly unknown[], walk: Walk, depth: number): ValidationFailure | undefined {
  if (depth > MAX_CONTENT_DEPTH) return failure(walk, (at) => `Content is nested too deeply at ${at}`);
  for (let i = 0; i < nodes.length; i++) {
    walk.trail.push(i);
    const failed = checkNode(nodes[i], walk, depth);
    if (failed) return failed;
    walk.trail.pop();
  }
  return undefined;
}

function checkNode(node: unknown, walk: Walk, depth: number): ValidationFailure | undefined {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) {
    return failure(walk, (at) => `Invalid node at ${at}: expected a text leaf or an element`);
  }
  const record = node as Record<string, unknown>;
  const type = record.type;
  if (type === undefined) {
    if (typeof record.text !== 'string') {
      return failure(walk, (at) => `Invalid node at ${at}: expected a text leaf or an element`);
    }
    if (isPlainlyValidText(record)) return undefined;
    const parsed = textSchema.safeParse(node);
    return parsed.success ? undefined : failure(walk, (at) => `Invalid text at ${at}: ${describeIssue(parsed.error)}`);
  }
  if (typeof type !== 'string') return failure(walk, (at) => `Invalid node at ${at}: type must be a string`);
  const schema = walk.schemas.get(type);
  if (schema === undefined) {
    if (walk.keepUnknownKinds) return undefined;
    return failure(walk, (at) => `${INVALID_ELEMENT_MESSAGE}: unknown kind '${type}' at ${at}`, type);
  }
  if (!isPlainlyValidElement(record, schema, type)) {
    const parsed = schema.safeParse(node);
    if (!parsed.success) return failure(walk, (at) => `Invalid '${type}' at ${at}: ${describeIssue(parsed.error)}`, type);
  }
  const slots = walk.slots.get(type);
  if (slots !== undefined) {
    for (const slot of slots(record)) {
      walk.trail.push(slot.field);
      if (slot.index !== undefined) walk.trail.push(slot.index);
      const failed = walkNodes(slot.nodes, walk, depth + 1);
      if (failed) return failed;
      if (slot.index !== undefined) walk.trail.pop();
      walk.trail.pop();
    }
  }
  // A plugin's schema may not require children; built-in ones do.
  return Array.isArray(record.children) ? walkNodes(record.children, walk, depth + 1) : undefined;
}

/** A new walk with the given schemas and slots, starting at `trail`. @internal */
export function makeWalk(options: ValidateContentOptions, trail: (number | string)[] = []): Walk {
  return {
    schemas: options.schemas,
    slots: options.slots,
    keepUnknownKinds: options.unknownKinds === 'keep',
    trail,
  };
}
