import type Router from '@koa/router';
import type { ServerServices } from '../server-services.js';
import { mediaRouters } from '../media/index.js';
import { activityRoutes } from './activity-routes.js';
import { activityTestRoutes } from './activity-test-routes.js';
import { activityTypeRoutes } from './activity-type-routes.js';
import { bankRoutes } from './bank-routes.js';
import { projectPluginRoutes } from './project-plugin-routes.js';
import { curriculumRoutes } from './curriculum-routes.js';
import { lockRoutes } from './lock-service.js';
import { objectiveAndTagRoutes } from './objective-tag-routes.js';
import { preferencesRoutes } from './preferences-routes.js';
import { projectRoutes } from './project-routes.js';
import { resourceRoutes } from './resource-routes.js';
import { revisionHistoryRoutes } from './revision-history-routes.js';

/** Every authoring route under /api/v1 (spec authoring §7), one router per concern. */
export function authoringRoutes(services: ServerServices): Router[] {
  return [
    projectRoutes(services),
    curriculumRoutes(services),
    objectiveAndTagRoutes(services),
    activityRoutes(services),
    bankRoutes(services),
    activityTestRoutes(services),
    activityTypeRoutes(services),
    projectPluginRoutes(services),
    lockRoutes(services),
    resourceRoutes(services),
    revisionHistoryRoutes(services),
    preferencesRoutes(services),
    ...mediaRouters(services),
  ];
}
