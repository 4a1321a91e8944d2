import { injectable } from 'inversify';
import type { ElementContribution } from '../points/element.js';
import { KeyedRegistry } from './keyed-registry.js';

/** Every element kind the loaded plugins contribute; read by editor, renderer, normaliser and server. @public */
@injectable()
export class ElementRegistry extends KeyedRegistry<ElementContribution> {
  constructor() {
    super('Element kind');
  }

  /** Also refuses a second default text block, naming both plugins. */
  override add(kind: string, element: ElementContribution, pluginId: string): void {
    const current = element.structure.defaultTextBlock === true ? this.defaultTextBlock() : undefined;
    if (current !== undefined && current !== kind) {
      throw new Error(
        `The default text block is contributed by both plugin '${this.ownerOf(current)}' ('${current}') and plugin '${pluginId}' ('${kind}')`,
      );
    }
    super.add(kind, element, pluginId);
  }

  /** The kind with the `defaultTextBlock` trait: what new and empty rich content holds. */
  defaultTextBlock(): string | undefined {
    for (const [kind, element] of this) if (element.structure.defaultTextBlock === true) return kind;
    return undefined;
  }
}
