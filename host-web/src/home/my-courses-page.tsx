import { useApi } from '../app/session.js';
import { SiteLayout } from '../app/site-layout.js';
import { loadMyCourses } from './courses-client.js';
import { MyCoursesList } from './my-courses-list.js';
import { OpenCoursesList } from './open-courses-list.js';
import { useLoaded } from './use-loaded.js';
import './home.css';

/** `/sections`, the account menu's My Courses: every course the person takes or teaches, and the open ones to join. */
export function MyCoursesPage() {
  const api = useApi();
  const { value: courses, error } = useLoaded(() => loadMyCourses(api), [api]);
  return (
    <SiteLayout title="My Courses">
      <MyCoursesList courses={courses} error={error} />
      {courses ? <OpenCoursesList exclude={courses.map((course) => course.slug)} /> : null}
    </SiteLayout>
  );
}
