import { useApi } from '../app/session.js';
import { SiteLayout } from '../app/site-layout.js';
import { loadMyCourses } from './courses-client.js';
import { InvitationsList } from './invitations-list.js';
import { MyCoursesList } from './my-courses-list.js';
import { OpenCoursesList } from './open-courses-list.js';
import { useLoaded } from './use-loaded.js';
import './home.css';

/** `/sections`, the account menu's My Courses: invitations to answer, every course the person takes or teaches, and the open ones to join. */
export function MyCoursesPage() {
  const api = useApi();
  const { value: courses, error, reload } = useLoaded(() => loadMyCourses(api), [api]);
  return (
    <SiteLayout title="My Courses">
      <InvitationsList onJoined={reload} />
      <MyCoursesList courses={courses} error={error} />
      {courses ? <OpenCoursesList exclude={courses.map((course) => course.slug)} /> : null}
    </SiteLayout>
  );
}
