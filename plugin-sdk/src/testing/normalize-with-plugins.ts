import {
  ContentNormalizer,
  contentInvariantViolations,
  type Descendant,
  type NormalizeOptions,
  type PluginManifest,
} from '@quire/core';

/**
 * Normalises a fixture with only the given plugins' elements loaded, as a host would,
 * and returns the result with any normal-form violations left (there should be none).
 * Ids made during the run are `id1`, `id2`… so expectations stay readable.
 * @public
 */
export function normalizeWithPlugins(
  manifests: readonly PluginManifest[],
  document: readonly Descendant[],
  options: NormalizeOptions = {},
): { value: Descendant[]; violations: string[]; reports: string[] } {
  const elements = manifests.flatMap((m) => m.elements ?? []);
  const normalizer = new ContentNormalizer(elements);
  let n = 0;
  const reports: string[] = [];
  const value = normalizer.normalize(document, {
    createId: () => `id${++n}`,
    report: (message) => reports.push(message),
    ...options,
  });
  return { value, violations: contentInvariantViolations(value, elements), reports };
}
