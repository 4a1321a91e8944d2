import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { useParams } from 'wouter';
import type { ProjectPageProps } from '@quire/plugin-sdk/authoring';
import { WorkspaceLayout } from '../app/workspace-layout.js';
import { apiRequester } from '../app/api-requester.js';
import { errorMessage } from '../app/error-message.js';
import { useApi } from '../app/session.js';
import { NotFoundPage } from '../app/not-found-page.js';
import { loadProjectPage, type ProjectPageLink } from './project-pages.js';
import { useProjectTitle } from './use-project-title.js';

type Loaded = { link: ProjectPageLink; Screen: ComponentType<ProjectPageProps> } | 'none' | { error: string };

/** `/authoring/project/{projectSlug}/{page}`: a page a plugin adds to the project (its bibliography…), in the workspace's frame. */
export function ProjectPageRoute() {
  const { projectSlug = '', page = '' } = useParams();
  const api = useApi();
  const projectTitle = useProjectTitle(projectSlug);
  const requestApi = useMemo(() => apiRequester(api), [api]);
  const [loaded, setLoaded] = useState<Loaded>();

  useEffect(() => {
    let current = true;
    setLoaded(undefined);
    loadProjectPage(page).then(
      (found) => current && setLoaded(found ?? 'none'),
      (error: unknown) => current && setLoaded({ error: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [page]);

  if (loaded === 'none') return <NotFoundPage />;
  const crumbs = [
    { label: 'Projects', to: '/authoring' },
    { label: projectTitle, to: `/authoring/project/${projectSlug}` },
  ];
  return (
    <WorkspaceLayout title={loaded && 'link' in loaded ? loaded.link.label : ''} crumbs={crumbs}>
      {loaded === undefined ? (
        <p role="status">Loading…</p>
      ) : 'error' in loaded ? (
        <p className="alert alert-error" role="alert">
          {loaded.error}
        </p>
      ) : (
        <loaded.Screen projectSlug={projectSlug} requestApi={requestApi} />
      )}
    </WorkspaceLayout>
  );
}
