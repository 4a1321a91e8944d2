import { useParams } from 'wouter';
import { WorkspaceLayout } from '../app/workspace-layout.js';
import { useProjectTitle } from '../workspace/use-project-title.js';
import { MediaManager } from './media-manager.js';

/** `/authoring/project/{projectSlug}/media`: the project's media library, to upload, find and archive files. */
export function MediaLibraryRoute() {
  const { projectSlug = '' } = useParams();
  const projectTitle = useProjectTitle(projectSlug);
  return (
    <WorkspaceLayout
      title="Media Library"
      crumbs={[
        { label: 'Projects', to: '/authoring' },
        { label: projectTitle, to: `/authoring/project/${projectSlug}` },
      ]}
    >
      <MediaManager projectSlug={projectSlug} selectionMode="multi" />
    </WorkspaceLayout>
  );
}
