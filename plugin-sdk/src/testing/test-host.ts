import { PluginHost, MemoryLogger, Logger, createHostContainer, type PluginManifest } from '@quire/core';
import { ContainerModule } from 'inversify';

/** A PluginHost with just the given plugins loaded, and the log it wrote. @public */
export function createTestHost(manifests: readonly PluginManifest[]): { host: PluginHost; logger: MemoryLogger } {
  const logger = new MemoryLogger();
  const container = createHostContainer(
    manifests.map((manifest) => ({ manifest, source: manifest.id })),
    [new ContainerModule(({ bind }) => void bind(Logger).toConstantValue(logger))],
  );
  return { host: container.get(PluginHost), logger };
}
