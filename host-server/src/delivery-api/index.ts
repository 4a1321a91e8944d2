import type Router from '@koa/router';
import type { ServerServices } from '../server-services.js';
import { activityAttemptHistoryRoutes } from './activity-attempt-history.js';
import { activityAttemptRoutes } from './activity-attempts.js';
import { activityReportRoutes } from './activity-reports.js';
import { blobRoutes } from './blobs.js';
import { deliveryStorageRoutes } from './delivery-storage.js';
import { learnerStateRoutes } from './learner-state.js';
import { pageAttemptRoutes } from './page-attempts.js';
import { publishingRoutes } from './publishing.js';
import { sectionRoutes } from './sections.js';
import { xapiRoutes } from './xapi.js';

/** Publishing, sections, delivery storage, page and activity attempts, learner state, blobs and xAPI. */
export function deliveryApiRouters(services: ServerServices): Router[] {
  return [
    publishingRoutes(services),
    sectionRoutes(services),
    deliveryStorageRoutes(services),
    pageAttemptRoutes(services),
    activityAttemptRoutes(services),
    activityAttemptHistoryRoutes(services),
    activityReportRoutes(services),
    learnerStateRoutes(services),
    blobRoutes(services),
    xapiRoutes(services),
  ];
}
