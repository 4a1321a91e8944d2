import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useApi } from '../app/session.js';
import { errorMessage } from '../app/error-message.js';
import { WorkspaceLayout } from '../app/workspace-layout.js';
import { PagePreview } from '../editor/page-preview.js';
import { resolvePageId } from './curriculum.js';
import { useProjectTitle } from './use-project-title.js';

interface StoredResource {
  readonly resourceId: number;
  readonly title: string;
  readonly content: unknown;
}

/** The author's preview of a page (by slug) as learners will see it, from the latest revision. */
export function PreviewRoute() {
  const { projectSlug = '', slug = '' } = useParams();
  const api = useApi();
  const [resource, setResource] = useState<StoredResource>();
  const [error, setError] = useState<string>();
  const projectTitle = useProjectTitle(projectSlug);

  useEffect(() => {
    (async () => {
      const pageId = await resolvePageId(api, projectSlug, slug);
      setResource(await api.get<StoredResource>(`/storage/project/${projectSlug}/resource/${pageId}`));
    })().catch((e: unknown) => setError(errorMessage(e)));
  }, [api, projectSlug, slug]);

  return (
    <WorkspaceLayout
      title={resource ? `Preview: ${resource.title}` : 'Preview'}
      crumbs={[
        { label: 'Projects', to: '/authoring' },
        { label: projectTitle, to: `/authoring/project/${projectSlug}` },
      ]}
      actions={
        resource ? (
          <Link className="button" to={`/authoring/project/${projectSlug}/resource/${resource.resourceId}`}>
            Edit page
          </Link>
        ) : null
      }
    >
      {error ? <p className="alert alert-error" role="alert">{error}</p> : null}
      {resource ? <PagePreview content={resource.content} /> : error ? null : <p role="status">Loading…</p>}
    </WorkspaceLayout>
  );
}

