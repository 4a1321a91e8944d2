import {
  isValidPluginId,
  type ActivityTypeContribution,
  type ContentSlots,
  type ElementContribution,
  type ElementNormalizer,
  type ElementStructure,
  type MarkContribution,
  type PluginManifest,
  type WidgetContribution,
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
 * id or a key the plugin lists twice.
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
  return deepFreeze({ ...manifest });
}

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
