import { injectable } from 'inversify';
import type { ElementContribution } from '../points/element.js';
import { KeyedRegistry } from './keyed-registry.js';

/** Every element kind the loaded plugins contribute; read by editor, renderer, normaliser and server. @public */
@injectable()
export class ElementRegistry extends KeyedRegistry<ElementContribution> {
  constructor() {
    super('Element kind');
  }
}
