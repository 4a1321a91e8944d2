import { Link } from 'wouter';
import { useApi, useSession } from '../app/session.js';
import { SiteLayout } from '../app/site-layout.js';
import { loadMyCourses } from './courses-client.js';
import { InvitationsList } from './invitations-list.js';
import { MyCoursesList } from './my-courses-list.js';
import { OpenCoursesList } from './open-courses-list.js';
import { ProjectShortcuts } from './project-shortcuts.js';
import { useLoaded } from './use-loaded.js';
import './home.css';

/**
 * `/`: for a visitor, what Quire is, Sign in and Create account, and the open courses anyone
 * may join; for a signed-in person, their courses (My Courses) and, for anyone who authors,
 * their projects.
 */
export function HomePage() {
  const { user } = useSession();
  if (user === undefined) return <SiteLayout title="Quire">{null}</SiteLayout>;
  if (user === null) return <Welcome />;
  return <SignedInHome name={user.name} authors={Boolean(user.linkedAuthorAccount)} />;
}

function Welcome() {
  return (
    <SiteLayout title="Quire" subtitle="Online courses, written by the people who teach them.">
      <section className="home-intro" aria-labelledby="intro-title">
        <h2 id="intro-title">Learn, teach and write courses</h2>
        <p>
          Learners take courses page by page, answer questions with feedback as they go, and pick up where they left off. Instructors follow their
          class and manage who takes part. Authors build the pages in a block editor, with text, tables, media and activities, and publish them to
          course sections.
        </p>
        <p className="home-intro-actions">
          <Link className="button button-primary" to="/login">
            Sign in
          </Link>
          <Link className="button" to="/register">
            Create account
          </Link>
        </p>
      </section>
      <OpenCoursesList />
    </SiteLayout>
  );
}

function SignedInHome({ name, authors }: { name: string; authors: boolean }) {
  const api = useApi();
  const { value: courses, error, reload } = useLoaded(() => loadMyCourses(api), [api]);
  return (
    <SiteLayout title={`Welcome, ${name}`}>
      <InvitationsList onJoined={reload} />
      <section aria-labelledby="my-courses-title" className="home-section">
        <h2 id="my-courses-title">My Courses</h2>
        <MyCoursesList courses={courses} error={error} />
      </section>
      {authors ? <ProjectShortcuts /> : null}
      {courses ? <OpenCoursesList exclude={courses.map((course) => course.slug)} /> : null}
    </SiteLayout>
  );
}
