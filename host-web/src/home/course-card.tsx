import { Link } from 'wouter';
import { relativeTime } from '../app/relative-time.js';
import { lessonPath } from '../delivery/section-client.js';
import type { MyCourse } from './courses-client.js';

const ROLE_LABEL = { student: 'Student', instructor: 'Instructor' } as const;

function ProgressLine({ value, max, label }: { value: number; max: number; label: string }) {
  return (
    <div className="progress-line">
      <progress value={value} max={Math.max(max, 1)} aria-label={label} />
      <span>
        {value} of {max} {label.toLowerCase()}
      </span>
    </div>
  );
}

function StudentProgress({ course }: { course: MyCourse }) {
  const visitedAt = course.lastVisited?.visitedAt ? relativeTime(new Date(course.lastVisited.visitedAt)) : null;
  return (
    <>
      <p className="card-meta">
        {course.lastVisited ? (
          <>
            Last visited: {course.lastVisited.title}
            {visitedAt ? `, ${visitedAt}` : ''}
          </>
        ) : (
          'Not started yet'
        )}
      </p>
      <ProgressLine value={course.progress.pagesVisited} max={course.progress.pages} label="Pages visited" />
      <ProgressLine value={course.progress.activitiesCompleted} max={course.progress.activities} label="Activities completed" />
      <p className="card-actions">
        {course.lastVisited ? (
          <Link className="button button-primary" to={lessonPath(course.slug, course.lastVisited.slug)} aria-label={`Continue ${course.title}`}>
            Continue
          </Link>
        ) : (
          <Link className="button button-primary" to={`/sections/${course.slug}`} aria-label={`Start ${course.title}`}>
            Start
          </Link>
        )}
      </p>
    </>
  );
}

/**
 * One course in My Courses: its title, the person's role, the page visited last and, for a
 * student, progress as pages visited and activities completed; 'Continue' opens the last
 * page. An instructor's course offers Manage and the course itself.
 */
export function CourseCard({ course }: { course: MyCourse }) {
  const titleId = `course-${course.slug}`;
  return (
    <li className="card course-card" aria-labelledby={titleId}>
      <div className="course-card-heading">
        <h3 className="card-title" id={titleId}>
          <Link to={`/sections/${course.slug}`}>{course.title}</Link>
        </h3>
        <span className={`role-badge role-${course.role}`}>{ROLE_LABEL[course.role]}</span>
      </div>
      {course.role === 'student' ? (
        <StudentProgress course={course} />
      ) : (
        <>
          <p className="card-meta">You teach this course.</p>
          <p className="card-actions">
            <Link className="button button-primary" to={`/sections/${course.slug}/manage`} aria-label={`Manage ${course.title}`}>
              Manage
            </Link>
            <Link className="button" to={`/sections/${course.slug}`} aria-label={`Open the course ${course.title}`}>
              Open the course
            </Link>
          </p>
        </>
      )}
    </li>
  );
}
