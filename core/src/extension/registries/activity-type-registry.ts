import { injectable } from 'inversify';
import type { ActivityTypeContribution } from '../points/activity-type.js';
import { KeyedRegistry } from './keyed-registry.js';

/** Every activity type the loaded plugins contribute, by slug. @public */
@injectable()
export class ActivityTypeRegistry extends KeyedRegistry<ActivityTypeContribution> {
  constructor() {
    super('Activity type');
  }

  /**
   * The types offered for creation in a project: those globally available plus those the
   * project enabled (spec authoring §5).
   */
  offeredFor(enabledForProject: ReadonlySet<string>): ActivityTypeContribution[] {
    return this.values().filter((t) => t.globallyAvailable !== false || enabledForProject.has(t.slug));
  }
}
