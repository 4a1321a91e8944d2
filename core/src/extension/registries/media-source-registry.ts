import { injectable } from 'inversify';
import type { MediaSourceContribution } from '../points/media-source.js';
import { KeyedRegistry } from './keyed-registry.js';

/** Every media source the loaded plugins contribute. @public */
@injectable()
export class MediaSourceRegistry extends KeyedRegistry<MediaSourceContribution> {
  constructor() {
    super('Media source');
  }
}
