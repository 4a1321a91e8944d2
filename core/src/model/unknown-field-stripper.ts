/**
 * Removing the fields a page's schemas do not declare, at every depth: on the page, on each
 * page item, on each rich-content node (elements by their kind's schema, text leaves keep
 * `text` and boolean marks) and in the records those hold (a video's sources, a dialog's
 * speakers). What zod's parse does for an object schema, extended through the rich content
 * zod leaves to the content walker. Fields declared as free-form (`z.unknown()`, a record of
 * unknown values) and objects of loose schemas are kept as they are.
 */
import type { z } from 'zod';
import { descendantSchema } from './elements/element-schema.js';
import { MARKS } from './marks.js';
import { pageModelSchema } from './resource-content.js';
import { isRecord } from '../util/is-record.js';

/** Answers the value without the undeclared fields: the same value when there were none. */
type Strip = (value: unknown) => unknown;

const KEEP: Strip = (value) => value;

/** The zod definition fields this file reads (zod 4's `_zod.def`). */
interface SchemaDefinition {
  readonly type: string;
  readonly shape?: Record<string, z.ZodType>;
  readonly catchall?: z.ZodType;
  readonly innerType?: z.ZodType;
  readonly element?: z.ZodType;
  readonly valueType?: z.ZodType;
  readonly items?: readonly z.ZodType[];
  readonly rest?: z.ZodType | null;
  readonly options?: readonly z.ZodType[];
  readonly discriminator?: string;
  readonly in?: z.ZodType;
  readonly getter?: () => z.ZodType;
}

const definition = (schema: z.ZodType) => (schema as unknown as { _zod: { def: SchemaDefinition } })._zod.def;

/** Schema kinds that wrap one other schema and accept what it accepts. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch', 'success']);


/** `out[key] = value`, also for a key named `__proto__`, which JSON may hold as data. */
function setField(out: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  else out[key] = value;
}

/** A copy of the fields of `record` that come before `stop`, all kept as they are. */
function fieldsBefore(record: Record<string, unknown>, stop: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key in record) {
    if (key === stop) break;
    setField(out, key, record[key]);
  }
  return out;
}

/** Strips an object's fields: declared ones through their own strip, others dropped unless `keepOthers`. */
function objectStrip(fields: ReadonlyMap<string, Strip>, keepOthers: boolean): Strip {
  return (value) => {
    if (!isRecord(value)) return value;
    let out: Record<string, unknown> | undefined;
    for (const key in value) {
      const strip = fields.get(key);
      const field = value[key];
      if (strip === undefined && !keepOthers) {
        out ??= fieldsBefore(value, key);
        continue;
      }
      const kept = strip === undefined || strip === KEEP ? field : strip(field);
      if (out !== undefined) setField(out, key, kept);
      else if (kept !== field) {
        out = fieldsBefore(value, key);
        setField(out, key, kept);
      }
    }
    return out ?? value;
  };
}

function arrayStrip(item: Strip): Strip {
  return (value) => {
    if (!Array.isArray(value)) return value;
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const kept = item(value[i]);
      if (out !== undefined) out.push(kept);
      else if (kept !== value[i]) {
        out = value.slice(0, i);
        out.push(kept);
      }
    }
    return out ?? value;
  };
}

function tupleStrip(items: readonly Strip[], rest: Strip): Strip {
  return (value) => {
    if (!Array.isArray(value)) return value;
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const kept = (items[i] ?? rest)(value[i]);
      if (out !== undefined) out.push(kept);
      else if (kept !== value[i]) {
        out = value.slice(0, i);
        out.push(kept);
      }
    }
    return out ?? value;
  };
}

function recordStrip(item: Strip): Strip {
  return (value) => {
    if (!isRecord(value)) return value;
    let out: Record<string, unknown> | undefined;
    for (const key in value) {
      const kept = item(value[key]);
      if (out !== undefined) setField(out, key, kept);
      else if (kept !== value[key]) {
        out = fieldsBefore(value, key);
        setField(out, key, kept);
      }
    }
    return out ?? value;
  };
}

/** The schema kind a union option accepts, looking through wrappers: `object`, `array`… */
function shapeKind(schema: z.ZodType): string {
  let def = definition(schema);
  for (let i = 0; i < 20 && (WRAPPERS.has(def.type) || def.type === 'lazy' || def.type === 'pipe'); i++) {
    const inner = def.type === 'lazy' ? def.getter?.() : def.type === 'pipe' ? def.in : def.innerType;
    if (!inner) break;
    def = definition(inner);
  }
  return def.type === 'tuple' ? 'array' : def.type === 'record' ? 'object' : def.type;
}

/** The literal values an option's discriminator field accepts. */
function discriminatorValues(option: z.ZodType, discriminator: string): ReadonlySet<unknown> | undefined {
  return (option as unknown as { _zod: { propValues?: Record<string, ReadonlySet<unknown>> } })._zod.propValues?.[discriminator];
}

/**
 * Strips page content and rich content the way their schemas say. One per set of element
 * schemas and marks (a host's); the strip of each schema is built once, on first use.
 * @public
 */
export class UnknownFieldStripper {
  private readonly strips = new Map<z.ZodType, Strip>();
  private readonly kinds = new Map<string, Strip>();
  private readonly schemas: ReadonlyMap<string, z.ZodType>;
  private readonly marks: ReadonlySet<string>;
  private readonly node: Strip = (value) => this.stripNode(value);

  /**
   * @param options.schemas element schemas by kind (the host's, from its plugins): an
   *   element keeps the fields of its kind's schema; one of a kind with no schema is kept whole.
   * @param options.marks the marks a text leaf may carry (default the spec's 14).
   */
  constructor(options: { readonly schemas: ReadonlyMap<string, z.ZodType>; readonly marks?: Iterable<string> }) {
    this.schemas = options.schemas;
    this.marks = new Set(options.marks ?? MARKS);
  }

  /** A page's content (`{ model, bibrefs }`) without undeclared fields; the same object when it had none. */
  page<T>(content: T): T {
    return this.strip(pageModelSchema)(content) as T;
  }

  /** Rich content without undeclared fields; the same array when it had none. */
  nodes<T>(nodes: T): T {
    return arrayStrip(this.node)(nodes) as T;
  }

  /** A value without the fields `schema` does not declare, at every depth. */
  value<T>(schema: z.ZodType, value: T): T {
    return this.strip(schema)(value) as T;
  }

  private stripNode(value: unknown): unknown {
    if (!isRecord(value)) return value;
    const type = value.type;
    if (type === undefined) return typeof value.text === 'string' ? this.stripText(value) : value;
    if (typeof type !== 'string') return value;
    let strip = this.kinds.get(type);
    if (strip === undefined) {
      const schema = this.schemas.get(type);
      strip = schema === undefined ? KEEP : this.strip(schema);
      this.kinds.set(type, strip);
    }
    return strip(value);
  }

  /** A text leaf keeps `text` and marks set to a boolean. */
  private stripText(text: Record<string, unknown>): Record<string, unknown> {
    let out: Record<string, unknown> | undefined;
    for (const key in text) {
      const keep = key === 'text' || (this.marks.has(key) && typeof text[key] === 'boolean');
      if (out !== undefined) {
        if (keep) out[key] = text[key];
      } else if (!keep) {
        out = fieldsBefore(text, key);
      }
    }
    return out ?? text;
  }

  private strip(schema: z.ZodType): Strip {
    const known = this.strips.get(schema);
    if (known !== undefined) return known;
    // A recursive schema reaches itself through `lazy`; until it is built, calls go through here.
    let built: Strip | undefined;
    this.strips.set(schema, (value) => (built ??= this.strips.get(schema) as Strip)(value));
    built = this.build(schema);
    this.strips.set(schema, built);
    return built;
  }

  private build(schema: z.ZodType): Strip {
    if (schema === descendantSchema) return this.node;
    const def = definition(schema);
    if (WRAPPERS.has(def.type)) return def.innerType ? this.strip(def.innerType) : KEEP;
    switch (def.type) {
      case 'object': {
        const fields = new Map<string, Strip>();
        for (const [key, field] of Object.entries(def.shape ?? {})) fields.set(key, this.strip(field));
        // A loose object (catchall unknown) keeps undeclared fields; a plain or strict one does not.
        const catchall = def.catchall ? definition(def.catchall).type : undefined;
        return objectStrip(fields, catchall === 'unknown' || catchall === 'any');
      }
      case 'array': {
        const item = def.element ? this.strip(def.element) : KEEP;
        return item === KEEP ? KEEP : arrayStrip(item);
      }
      case 'tuple': {
        const items = (def.items ?? []).map((item) => this.strip(item));
        const rest = def.rest ? this.strip(def.rest) : KEEP;
        return items.every((item) => item === KEEP) && rest === KEEP ? KEEP : tupleStrip(items, rest);
      }
      case 'record': {
        const item = def.valueType ? this.strip(def.valueType) : KEEP;
        return item === KEEP ? KEEP : recordStrip(item);
      }
      case 'lazy': {
        const getter = def.getter;
        if (!getter) return KEEP;
        let inner: Strip | undefined;
        return (value) => (inner ??= this.strip(getter()))(value);
      }
      case 'pipe':
        return def.in ? this.strip(def.in) : KEEP;
      case 'union':
        return this.unionStrip(def.options ?? [], def.discriminator);
      default:
        return KEEP;
    }
  }

  /**
   * A union strips a value with the option it belongs to: the one its discriminator names,
   * else the one option taking arrays (or objects) for an array (or an object); where
   * several do, the first that accepts the value.
   */
  private unionStrip(options: readonly z.ZodType[], discriminator: string | undefined): Strip {
    const byDiscriminator = new Map<unknown, Strip>();
    const arrays: z.ZodType[] = [];
    const objects: z.ZodType[] = [];
    for (const option of options) {
      const kind = shapeKind(option);
      if (kind === 'array') arrays.push(option);
      else if (kind === 'object') objects.push(option);
      if (discriminator === undefined) continue;
      for (const value of discriminatorValues(option, discriminator) ?? []) {
        if (!byDiscriminator.has(value)) byDiscriminator.set(value, this.strip(option));
      }
    }
    if (arrays.length === 0 && objects.length === 0) return KEEP;
    const forArrays = this.firstAccepting(arrays);
    const forObjects = this.firstAccepting(objects);
    return (value) => {
      if (Array.isArray(value)) return forArrays(value);
      if (!isRecord(value)) return value;
      if (discriminator === undefined) return forObjects(value);
      const strip = byDiscriminator.get(value[discriminator]);
      return strip ? strip(value) : value;
    };
  }

  /** Strips with the first of `options` whose schema accepts the value; keeps it whole when none does. */
  private firstAccepting(options: readonly z.ZodType[]): Strip {
    if (options.length === 0) return KEEP;
    if (options.length === 1) return this.strip(options[0]);
    return (value) => {
      for (const option of options) if (option.safeParse(value).success) return this.strip(option)(value);
      return value;
    };
  }
}
