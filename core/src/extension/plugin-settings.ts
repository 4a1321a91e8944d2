import { z } from 'zod';
import { isRecord } from '../util/is-record.js';

/**
 * A plugin's per-project settings: a zod object whose every field has a default and a
 * label (`.meta({ title, description })`, or `.describe(label)`). A field is a boolean, a
 * string with a maximum length, a number with a minimum and a maximum, or an enum of
 * strings.
 * @public
 */
export type PluginSettingsSchema = z.ZodObject;

/** The value of one setting. @public */
export type PluginSettingValue = boolean | string | number;

/** A project's values of a plugin's settings, by field name. @public */
export type PluginSettingsValues = Readonly<Record<string, PluginSettingValue>>;

interface SettingFieldBase {
  /** The field's name in the schema and in the values. */
  readonly key: string;
  /** What the settings form calls it: the field's title, else its description. */
  readonly label: string;
  /** A longer explanation shown under the field, when the field has both a title and a description. */
  readonly description?: string;
}

/**
 * One field of a plugin's settings form, as the settings page draws it (derived from the
 * schema's JSON Schema, `z.toJSONSchema`).
 * @public
 */
export type PluginSettingField =
  | (SettingFieldBase & { readonly kind: 'boolean'; readonly default: boolean })
  | (SettingFieldBase & { readonly kind: 'string'; readonly default: string; readonly maxLength: number; readonly minLength?: number })
  | (SettingFieldBase & { readonly kind: 'number'; readonly default: number; readonly minimum: number; readonly maximum: number; readonly integer: boolean })
  | (SettingFieldBase & { readonly kind: 'enum'; readonly default: string; readonly options: readonly string[] });

/** What a field may be, as the error for any other kind says. */
const SUPPORTED_KINDS = 'a boolean, a string with a maximum length, a number with a minimum and a maximum, or an enum of strings';

interface JsonSchemaField {
  readonly type?: unknown;
  readonly title?: unknown;
  readonly description?: unknown;
  readonly default?: unknown;
  readonly maxLength?: unknown;
  readonly minLength?: unknown;
  readonly minimum?: unknown;
  readonly maximum?: unknown;
  readonly enum?: unknown;
}

interface DescribedSettings {
  readonly fields: readonly PluginSettingField[];
  readonly defaults: PluginSettingsValues;
}

// Schemas are the plugins' own frozen objects: each is described once.
const described = new WeakMap<PluginSettingsSchema, DescribedSettings>();

function describeField(pluginId: string, key: string, json: JsonSchemaField): PluginSettingField {
  const problem = (what: string) => new Error(`Plugin '${pluginId}' setting '${key}' ${what}`);
  const title = typeof json.title === 'string' && json.title.trim() ? json.title.trim() : undefined;
  const text = typeof json.description === 'string' && json.description.trim() ? json.description.trim() : undefined;
  const label = title ?? text;
  if (label === undefined) throw problem("has no label: give it one with .meta({ title: '…' }) or .describe('…')");
  if (!('default' in json)) throw problem('has no default: give it one with .default(…)');
  const base = { key, label, ...(title !== undefined && text !== undefined ? { description: text } : {}) };
  const value = json.default;
  if (json.type === 'boolean' && typeof value === 'boolean') return { ...base, kind: 'boolean', default: value };
  if (json.type === 'string' && Array.isArray(json.enum)) {
    if (json.enum.length === 0 || !json.enum.every((option) => typeof option === 'string')) throw problem(`is an enum of other values than strings: a setting is ${SUPPORTED_KINDS}`);
    return { ...base, kind: 'enum', default: String(value), options: json.enum as string[] };
  }
  if (json.type === 'string') {
    if (typeof json.maxLength !== 'number') throw problem('is a string without a maximum length: give it one with .max(…)');
    const minLength = typeof json.minLength === 'number' ? { minLength: json.minLength } : {};
    return { ...base, kind: 'string', default: String(value), maxLength: json.maxLength, ...minLength };
  }
  if (json.type === 'number' || json.type === 'integer') {
    if (typeof json.minimum !== 'number' || typeof json.maximum !== 'number') throw problem('is a number without a minimum and a maximum: give them with .min(…) and .max(…)');
    return { ...base, kind: 'number', default: Number(value), minimum: json.minimum, maximum: json.maximum, integer: json.type === 'integer' };
  }
  const type = typeof json.type === 'string' ? `of type ${json.type}` : 'of a kind with no single type';
  throw problem(`is ${type}: a setting is ${SUPPORTED_KINDS}`);
}

/**
 * The settings form of a plugin, and the defaults. Throws, naming the plugin and the field,
 * when a field is not one of the supported kinds, or has no label or default, or when the
 * defaults do not pass the schema.
 * @public
 */
export function describePluginSettings(pluginId: string, schema: PluginSettingsSchema): DescribedSettings {
  const known = described.get(schema);
  if (known) return known;
  if (!(schema instanceof z.ZodObject)) throw new Error(`Plugin '${pluginId}' settings must be a zod object (z.object({ … }))`);
  let json: { properties?: Record<string, JsonSchemaField> };
  try {
    json = z.toJSONSchema(schema, { io: 'input' }) as typeof json;
  } catch (error) {
    throw new Error(`Plugin '${pluginId}' settings cannot be shown as a form: ${error instanceof Error ? error.message : String(error)}`);
  }
  const fields = Object.entries(json.properties ?? {}).map(([key, field]) => describeField(pluginId, key, field));
  // zod gives a default without checking it: the defaults are checked as if an owner had saved them.
  const defaults = schema.safeParse({});
  const parsed = defaults.success ? schema.safeParse(defaults.data) : defaults;
  if (!parsed.success) throw new Error(`Plugin '${pluginId}' settings have defaults the schema refuses: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  const result = { fields: Object.freeze(fields), defaults: Object.freeze(parsed.data as Record<string, PluginSettingValue>) };
  described.set(schema, result);
  return result;
}

/**
 * A project's values of a plugin's settings from what was stored: each field the schema
 * takes as stored, and any other (missing, or no longer valid because the plugin changed)
 * at its default. Never throws on stored data.
 * @public
 */
export function readPluginSettings(pluginId: string, schema: PluginSettingsSchema, stored: unknown): PluginSettingsValues {
  const { defaults } = describePluginSettings(pluginId, schema);
  const record = isRecord(stored) ? stored : {};
  const values: Record<string, PluginSettingValue> = {};
  for (const [key, field] of Object.entries(schema.shape) as [string, z.ZodType][]) {
    const parsed = Object.hasOwn(record, key) ? field.safeParse(record[key]) : undefined;
    values[key] = parsed?.success ? (parsed.data as PluginSettingValue) : defaults[key];
  }
  return values;
}

/** Reading a settings change: the values to store, or a problem for each field that has one. @public */
export type PluginSettingsCheck = { readonly ok: true; readonly values: PluginSettingsValues } | { readonly ok: false; readonly errors: Readonly<Record<string, string>> };

function fieldProblem(field: PluginSettingField | undefined, issue: z.core.$ZodIssue): string {
  if (!field) return issue.message;
  switch (field.kind) {
    case 'boolean':
      return 'Choose on or off';
    case 'enum':
      return `Choose one of: ${field.options.join(', ')}`;
    case 'number':
      if (issue.code !== 'invalid_type' && issue.code !== 'too_big' && issue.code !== 'too_small' && issue.code !== 'not_multiple_of') return issue.message;
      return `Enter a ${field.integer ? 'whole number' : 'number'} from ${field.minimum} to ${field.maximum}`;
    case 'string':
      if (issue.code === 'invalid_type') return 'Enter text';
      if (issue.code === 'too_big') return `Use at most ${field.maxLength} characters`;
      if (issue.code === 'too_small') return field.minLength === 1 ? 'Enter a value' : `Use at least ${field.minLength} characters`;
      return issue.message;
  }
}

/**
 * Checks a change to a plugin's settings against its schema: `changes` holds the fields
 * that change, the others keep their `current` values. Fields the plugin does not have are
 * refused too. Every field with a problem gets one message, worded for the settings form.
 * @public
 */
export function checkPluginSettings(pluginId: string, schema: PluginSettingsSchema, current: PluginSettingsValues, changes: Readonly<Record<string, unknown>>): PluginSettingsCheck {
  const { fields } = describePluginSettings(pluginId, schema);
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const errors: Record<string, string> = {};
  for (const key of Object.keys(changes)) if (!byKey.has(key)) errors[key] = 'This plugin has no such setting';
  const parsed = schema.safeParse({ ...current, ...changes });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.length > 0 ? String(issue.path[0]) : '';
      errors[key] ??= fieldProblem(byKey.get(key), issue);
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: readPluginSettings(pluginId, schema, parsed.data) };
}
