import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../app/error-message.js';
import { useApi } from '../app/session.js';
import { CourseOutline } from './course-outline.js';
import { DeliveryLayout } from './delivery-layout.js';
import { lessonPath, loadSection, pagesInOrder, type DeliveredSection } from './section-client.js';

/** A section's home (`/sections/{sectionSlug}`): its outline and where to start. */
export function SectionRoute() {
  const { sectionSlug = '' } = useParams();
  const api = useApi();
  const [section, setSection] = useState<DeliveredSection>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    loadSection(api, sectionSlug).then(setSection, (e: unknown) => setError(errorMessage(e)));
  }, [api, sectionSlug]);

  const first = section ? pagesInOrder(section.hierarchy)[0] : undefined;
  return (
    <DeliveryLayout sectionSlug={sectionSlug} sectionTitle={section?.section.title ?? ''}>
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      {section ? (
        <>
          <h1>{section.section.title}</h1>
          {first ? (
            <p>
              <Link className="button button-primary" to={lessonPath(sectionSlug, first.slug)}>
                Start the course
              </Link>
            </p>
          ) : (
            <p className="empty">This course has no pages yet.</p>
          )}
          <CourseOutline sectionSlug={sectionSlug} hierarchy={section.hierarchy} />
        </>
      ) : error ? null : (
        <p role="status">Loading…</p>
      )}
    </DeliveryLayout>
  );
}
