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
   * The types offered for creation in a project (spec authoring §5): those on by default
   * (`globallyAvailable`) that the project did not switch off, and those it switched on.
   */
  offeredFor(project: ProjectActivityTypeSwitches): ActivityTypeContribution[] {
    return this.values().filter((t) => isOffered(t, project));
  }
}

/** What a project's owner switched on beyond the defaults and off among them, by slug. @public */
export interface ProjectActivityTypeSwitches {
  readonly enabled: ReadonlySet<string>;
  readonly disabled: ReadonlySet<string>;
}

/** Whether a project offers `type` for creation. @public */
export function isOffered(type: ActivityTypeContribution, project: ProjectActivityTypeSwitches): boolean {
  return type.globallyAvailable !== false ? !project.disabled.has(type.slug) : project.enabled.has(type.slug);
}
