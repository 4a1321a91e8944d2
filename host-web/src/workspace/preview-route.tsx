import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import { useNavigate } from '../app/routing.js';
import { useApi } from '../app/session.js';
import { errorMessage } from '../app/error-message.js';
import { WorkspaceLayout } from '../app/workspace-layout.js';
import { PagePreview } from '../editor/page-preview.js';
import { findNamedPage } from './curriculum.js';
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
  const navigate = useNavigate();
  const [resource, setResource] = useState<StoredResource>();
  const [error, setError] = useState<string>();
  const projectTitle = useProjectTitle(projectSlug);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const page = await findNamedPage(api, projectSlug, slug);
      if (cancelled) return;
      // An address with a former slug moves to the page's current one.
      if (page.slug !== undefined && page.slug !== slug) {
        navigate(`/authoring/project/${projectSlug}/preview/${page.slug}`, { replace: true });
        return;
      }
      const stored = await api.get<StoredResource>(`/storage/project/${projectSlug}/resource/${page.id}`);
      if (!cancelled) setResource(stored);
    })().catch((e: unknown) => !cancelled && setError(errorMessage(e)));
    return () => {
      cancelled = true;
    };
  }, [api, navigate, projectSlug, slug]);

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
      {resource ? <PagePreview content={resource.content} projectSlug={projectSlug} /> : error ? null : <p role="status">Loading…</p>}
    </WorkspaceLayout>
  );
}

