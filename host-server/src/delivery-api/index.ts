import type Router from '@koa/router';
import type { ServerServices } from '../server-services.js';
import { activityAttemptHistoryRoutes } from './activity-attempt-history.js';
import { activityAttemptRoutes } from './activity-attempts.js';
import { activityReportRoutes } from './activity-reports.js';
import { blobRoutes } from './blobs.js';
import { deliveryStorageRoutes } from './delivery-storage.js';
import { learnerStateRoutes } from './learner-state.js';
import { pageAttemptRoutes } from './page-attempts.js';
import { pageSlugRoutes } from './page-slugs.js';
import { publishingRoutes } from './publishing.js';
import { sectionRoutes } from './sections.js';
import { courseCatalogRoutes } from './course-catalog.js';
import { invitationRoutes } from './invitations.js';
import { myCoursesRoutes } from './my-courses.js';
import { sectionOverviewRoutes } from './section-overview.js';
import { sectionRosterRoutes } from './section-roster.js';
import { triggerRoutes } from './triggers.js';
import { xapiRoutes } from './xapi.js';

/** Publishing, sections (My Courses, the catalog, rosters, overviews), delivery storage, page and activity attempts, learner state, blobs, xAPI and the trigger API. */
export function deliveryApiRouters(services: ServerServices): Router[] {
  return [
    publishingRoutes(services),
    myCoursesRoutes(services),
    courseCatalogRoutes(services),
    invitationRoutes(services),
    sectionRoutes(services),
    pageSlugRoutes(services),
    sectionRosterRoutes(services),
    sectionOverviewRoutes(services),
    deliveryStorageRoutes(services),
    pageAttemptRoutes(services),
    activityAttemptRoutes(services),
    activityAttemptHistoryRoutes(services),
    activityReportRoutes(services),
    learnerStateRoutes(services),
    blobRoutes(services),
    xapiRoutes(services),
    triggerRoutes(services),
  ];
}
