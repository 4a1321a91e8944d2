import { useState } from 'react';
import { Link } from 'wouter';
import { errorMessage } from '../app/error-message.js';
import { relativeTime } from '../app/relative-time.js';
import { useApi } from '../app/session.js';
import { lessonPath } from '../delivery/section-client.js';
import { AddToRosterForm } from './add-to-roster-form.js';
import { RemoveButton } from './remove-button.js';
import { removeEnrollment, withdrawInvitation, type Roster, type SectionOverview } from './section-admin-client.js';

/**
 * The section's people by role: its instructors, its students with their progress (pages
 * visited, activities completed, the page visited last), the emails invited before they had
 * an account, and the form that adds someone by email.
 */
export function RosterPanel({ overview, roster, onChange }: { overview: SectionOverview; roster: Roster; onChange: () => void }) {
  const api = useApi();
  const { section, totals } = overview;
  const [error, setError] = useState<string>();
  const instructors = roster.enrollments.filter((enrollment) => enrollment.role === 'instructor');
  const act = async (action: () => Promise<void>) => {
    setError(undefined);
    try {
      await action();
      onChange();
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <section className="manage-panel" aria-labelledby="roster-title">
      <h2 id="roster-title">Roster</h2>
      <AddToRosterForm sectionSlug={section.slug} onAdded={onChange} />
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}

      <h3 id="students-title">Students ({overview.studentCount})</h3>
      {overview.students.length === 0 ? (
        <p className="empty">No students yet. Add them by email above, or share the course’s address{section.openAndFree ? ': anyone may join this open course' : ''}.</p>
      ) : (
        <div className="table-scroll">
          <table className="roster-table" aria-labelledby="students-title">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Pages visited</th>
                <th scope="col">Activities completed</th>
                <th scope="col">Last visited</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {overview.students.map((student) => (
                <tr key={student.userId}>
                  <th scope="row">{student.isGuest ? `${student.name} (guest)` : student.name}</th>
                  <td>{student.email ?? '—'}</td>
                  <td>
                    {student.pagesVisited} of {totals.pages}
                  </td>
                  <td>
                    {student.activitiesCompleted} of {totals.activities}
                  </td>
                  <td>
                    {student.lastVisited ? (
                      <>
                        <Link to={lessonPath(section.slug, student.lastVisited.slug, true)}>{student.lastVisited.title}</Link>
                        {student.lastVisited.visitedAt ? <span className="card-meta">, {relativeTime(new Date(student.lastVisited.visitedAt))}</span> : null}
                      </>
                    ) : (
                      <span className="card-meta">Not started</span>
                    )}
                  </td>
                  <td>
                    <RemoveButton what={student.name} onRemove={() => act(() => removeEnrollment(api, section.slug, student.userId))} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {overview.studentCount > overview.students.length ? (
        <p className="hint">
          Showing the first {overview.students.length} of {overview.studentCount} students, by name.
        </p>
      ) : null}

      <h3 id="instructors-title">Instructors ({instructors.length})</h3>
      <ul className="roster-list" aria-labelledby="instructors-title">
        {instructors.map((instructor) => (
          <li key={instructor.userId}>
            <span>
              {instructor.name} <span className="card-meta">{instructor.email}</span>
            </span>
            <RemoveButton what={instructor.name} onRemove={() => act(() => removeEnrollment(api, section.slug, instructor.userId))} />
          </li>
        ))}
      </ul>

      {roster.invitations.length > 0 ? (
        <>
          <h3 id="invitations-title">Invited ({roster.invitations.length})</h3>
          <p className="hint">Each person joins from My Courses, signed in with the invited email (creating the account if they have none).</p>
          <ul className="roster-list" aria-labelledby="invitations-title">
            {roster.invitations.map((invitation) => (
              <li key={invitation.invitationId}>
                <span>
                  {invitation.email} <span className="card-meta">as {invitation.role}</span>
                </span>
                <RemoveButton what={`the invitation of ${invitation.email}`} onRemove={() => act(() => withdrawInvitation(api, section.slug, invitation.invitationId))} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
