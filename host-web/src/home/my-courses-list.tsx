import type { MyCourse } from './courses-client.js';
import { CourseCard } from './course-card.js';

/** The person's courses, or what to do when there are none. */
export function MyCoursesList({ courses, error }: { courses: readonly MyCourse[] | undefined; error: string | undefined }) {
  if (error) {
    return (
      <p className="alert alert-error" role="alert">
        {error}
      </p>
    );
  }
  if (courses === undefined) return <p role="status">Loading your courses…</p>;
  if (courses.length === 0) {
    return <p className="empty">You are not enrolled in any course yet. Join an open course below, or an invitation from your instructor when it arrives.</p>;
  }
  return (
    <ul className="card-list course-list" aria-label="My Courses">
      {courses.map((course) => (
        <CourseCard key={course.slug} course={course} />
      ))}
    </ul>
  );
}
