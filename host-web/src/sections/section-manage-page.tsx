import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import { errorMessage } from '../app/error-message.js';
import { useApi } from '../app/session.js';
import { SiteLayout } from '../app/site-layout.js';
import { RosterPanel } from './roster-panel.js';
import { SectionPublicationPanel } from './section-publication-panel.js';
import { loadOverview, loadRoster, type Roster, type SectionOverview } from './section-admin-client.js';
import './section-manage.css';

/**
 * `/sections/{sectionSlug}/manage`, for the section's instructors and its project's authors:
 * the way into the course and its preview, the publication it delivers with Deliver latest
 * version, and the roster with each student's progress.
 */
export function SectionManagePage() {
  const { sectionSlug = '' } = useParams();
  const api = useApi();
  const [data, setData] = useState<{ overview: SectionOverview; roster: Roster }>();
  const [error, setError] = useState<string>();

  const reload = useCallback(() => {
    Promise.all([loadOverview(api, sectionSlug), loadRoster(api, sectionSlug)]).then(
      ([overview, roster]) => setData({ overview, roster }),
      (e: unknown) => setError(errorMessage(e)),
    );
  }, [api, sectionSlug]);
  useEffect(reload, [reload]);

  if (!data) {
    return (
      <SiteLayout title="Manage section">
        {error ? (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        ) : (
          <p role="status">Loading…</p>
        )}
      </SiteLayout>
    );
  }
  const { overview, roster } = data;
  const { section } = overview;
  return (
    <SiteLayout
      title={section.title}
      subtitle={`${section.projectTitle}${section.openAndFree ? ' · open and free: anyone may join' : ''}`}
      actions={
        <>
          <Link className="button" to={`/sections/${section.slug}`}>
            Open the course
          </Link>
          <Link className="button" to={`/sections/${section.slug}/preview`}>
            Preview as a learner
          </Link>
          {section.projectMember ? (
            <Link className="button" to={`/authoring/project/${section.projectSlug}`}>
              Edit the project
            </Link>
          ) : null}
        </>
      }
    >
      <div className="manage-columns">
        <RosterPanel overview={overview} roster={roster} onChange={reload} />
        <SectionPublicationPanel sectionSlug={section.slug} publication={overview.publication} latest={overview.latestPublication} onDelivered={reload} />
      </div>
    </SiteLayout>
  );
}
