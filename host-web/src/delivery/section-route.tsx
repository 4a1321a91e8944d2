import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import { errorMessage } from '../app/error-message.js';
import { useApi } from '../app/session.js';
import { CourseOutline } from './course-outline.js';
import { DeliveryLayout } from './delivery-layout.js';
import { PreviewNote } from './preview-note.js';
import { lessonPath, loadSection, pagesInOrder, type DeliveredSection } from './section-client.js';

/**
 * A section's home (`/sections/{sectionSlug}`): its outline and where to start. In preview
 * (`/sections/{sectionSlug}/preview`) its pages open as previews, where nothing is recorded;
 * an instructor finds the way there, and to the section's management, from its home.
 */
export function SectionRoute({ preview = false }: { preview?: boolean }) {
  const { sectionSlug = '' } = useParams();
  const api = useApi();
  const [section, setSection] = useState<DeliveredSection>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    loadSection(api, sectionSlug, preview).then(setSection, (e: unknown) => setError(errorMessage(e)));
  }, [api, sectionSlug, preview]);

  const first = section ? pagesInOrder(section.hierarchy)[0] : undefined;
  return (
    <DeliveryLayout sectionSlug={sectionSlug} sectionTitle={section?.section.title ?? ''} preview={preview}>
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      {section ? (
        <>
          <h1>{section.section.title}</h1>
          {preview ? <PreviewNote /> : null}
          {first ? (
            <p>
              <Link className="button button-primary" to={lessonPath(sectionSlug, first.slug, preview)}>
                Start the course
              </Link>
              {!preview && section.section.role === 'instructor' ? (
                <>
                  {' '}
                  <Link className="button" to={`/sections/${sectionSlug}/preview`}>
                    Preview as a learner
                  </Link>{' '}
                  <Link className="button" to={`/sections/${sectionSlug}/manage`}>
                    Manage section
                  </Link>
                </>
              ) : null}
            </p>
          ) : (
            <p className="empty">This course has no pages yet.</p>
          )}
          <CourseOutline sectionSlug={sectionSlug} hierarchy={section.hierarchy} preview={preview} />
        </>
      ) : error ? null : (
        <p role="status">Loading…</p>
      )}
    </DeliveryLayout>
  );
}
