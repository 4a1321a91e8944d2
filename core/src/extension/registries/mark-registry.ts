import { injectable } from 'inversify';
import type { MarkContribution } from '../points/mark.js';
import { KeyedRegistry } from './keyed-registry.js';

/** Every text mark the loaded plugins contribute. @public */
@injectable()
export class MarkRegistry extends KeyedRegistry<MarkContribution> {
  constructor() {
    super('Mark');
  }
}
