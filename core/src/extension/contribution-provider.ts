import type { BindingConstraints, ContainerModuleLoadOptions, ResolutionContext } from 'inversify';

/**
 * Collects every binding of one contribution id, lazily and once. Registries take a
 * provider instead of `@multiInject`, which yields nothing usable when no plugin bound
 * the id (Theia guideline §6).
 * @public
 */
export interface ContributionProvider<T> {
  getContributions(): readonly T[];
}
/** @public */
export const ContributionProvider = Symbol.for('quire.ContributionProvider');

class ContainerContributionProvider<T> implements ContributionProvider<T> {
  private cached: readonly T[] | undefined;
  constructor(
    private readonly id: symbol,
    private readonly context: ResolutionContext,
  ) {}
  getContributions(): readonly T[] {
    this.cached ??= Object.freeze(this.context.getAll<T>(this.id, { optional: true }));
    return this.cached;
  }
}

/**
 * Binds a provider for `id`, injected as `@inject(ContributionProvider) @named(id)`.
 * @public
 */
export function bindContributionProvider(bind: ContainerModuleLoadOptions['bind'], id: symbol): void {
  bind(ContributionProvider)
    .toDynamicValue((context) => new ContainerContributionProvider(id, context))
    .inSingletonScope()
    .when((constraints: BindingConstraints) => constraints.name === id);
}
