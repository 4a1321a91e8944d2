import {
  describePluginSettings,
  isValidPluginId,
  type ActivityTypeContribution,
  type ContentSlots,
  type ElementContribution,
  type ElementNormalizer,
  type ElementStructure,
  type MarkContribution,
  type PluginManifest,
  type WidgetContribution,
  z,
} from '@quire/core';
import type { ZodType } from 'zod';

function isPlainData(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === Array.prototype || proto === null;
}

// Freezes the manifest's own data (plain objects and arrays) but not the class instances
// it points to: zod schemas define methods lazily on first use, so a frozen schema throws
// on `safeParse`, and the schemas are core's shared objects.
function deepFreeze<T>(value: T): T {
  if (isPlainData(value) && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

function duplicates(keys: readonly string[]): string[] {
  const seen = new Set<string>();
  return keys.filter((k) => (seen.has(k) ? true : (seen.add(k), false)));
}

/**
 * Declares a plugin's pure manifest: what it contributes to each extension point. The
 * result is frozen, so no host can change a plugin behind its back. Throws on an invalid
 * id, a key the plugin lists twice, or settings a project's settings page cannot show
 * (see `definePluginSettings`), naming the plugin.
 * @public
 */
export function definePlugin(manifest: PluginManifest): PluginManifest {
  if (!isValidPluginId(manifest.id)) {
    throw new Error(`Invalid plugin id '${manifest.id}': use kebab-case, like 'element-table'`);
  }
  const lists: [string, string[]][] = [
    ['element kind', (manifest.elements ?? []).map((e) => e.kind)],
    ['mark', (manifest.marks ?? []).map((m) => m.name)],
    ['activity type', (manifest.activityTypes ?? []).map((a) => a.slug)],
    ['widget', (manifest.widgets ?? []).map((w) => w.name)],
  ];
  for (const [noun, keys] of lists) {
    const repeated = duplicates(keys);
    if (repeated.length > 0) throw new Error(`Plugin '${manifest.id}' lists ${noun} '${repeated[0]}' twice`);
  }
  if (manifest.settings !== undefined) describePluginSettings(manifest.id, manifest.settings);
  return deepFreeze({ ...manifest });
}

/**
 * Declares a plugin's per-project settings, which the project's owner edits on the
 * project's settings page (the manifest's `settings`). Every field needs a default and a
 * label, and is one of: `z.boolean()` (a checkbox), `z.string().max(n)` (a text field),
 * `z.number().min(a).max(b)` or `z.int()…` (a number field), `z.enum([...])` (a list to
 * choose from). Label a field with `.meta({ title, description })` (the description is
 * shown under it) or `.describe(title)`. `definePlugin` refuses any other field, naming
 * the plugin and the field.
 * @public
 */
export function definePluginSettings<Shape extends z.ZodRawShape>(shape: Shape): z.ZodObject<Shape> {
  return z.object(shape);
}

/** The values of a plugin's settings, as its views read them. @public */
export type PluginSettingsOf<Schema extends z.ZodObject> = z.output<Schema>;

/** What `defineElement` takes. @public */
export interface ElementDefinition {
  readonly kind: string;
  /** Block or inline, what its children may be, where it may live (spec authoring §4, §5). */
  readonly structure: ElementStructure;
  readonly schema?: ZodType;
  readonly slots?: ContentSlots;
  readonly normalize?: ElementNormalizer;
  /** Its learner view is an island: see `ElementContribution.interactive`. */
  readonly interactive?: boolean;
}

/**
 * Declares an element contribution. Every kind gives its own structure (block or inline,
 * children, nesting): core names no kind.
 * @public
 */
export function defineElement(definition: ElementDefinition): ElementContribution {
  if (definition.structure.kind !== definition.kind) {
    throw new Error(`Element '${definition.kind}' was given the structure of '${definition.structure.kind}'`);
  }
  return { ...definition };
}

/** Declares an activity type contribution. @public */
export function defineActivityType<Model>(definition: ActivityTypeContribution<Model>): ActivityTypeContribution<Model> {
  return definition;
}

/** Declares a mark contribution. @public */
export function defineMark(definition: MarkContribution): MarkContribution {
  return definition;
}

/** Declares a named widget or panel. @public */
export function defineWidget(definition: WidgetContribution): WidgetContribution {
  return definition;
}
