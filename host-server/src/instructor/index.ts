import type Router from '@koa/router';
import type { ServerServices } from '../server-services.js';

/** What a section's instructors (and its project's authors) read and do: class proficiency, grading and the gradebook. */
export function instructorRouters(_services: ServerServices): Router[] {
  return [];
}
