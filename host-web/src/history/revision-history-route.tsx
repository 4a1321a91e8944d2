import { Link, useParams } from 'wouter';
import { PreferencesProvider } from '../app/preferences.js';
import { WorkspaceLayout } from '../app/workspace-layout.js';
import { useProjectTitle } from '../workspace/use-project-title.js';
import { RevisionHistory } from './revision-history.js';

/** `/workspaces/course_author/{projectSlug}/curriculum/{activitySlug}/history` (spec authoring §2). */
export function RevisionHistoryRoute() {
  return (
    <PreferencesProvider>
      <RevisionHistoryScreen />
    </PreferencesProvider>
  );
}

function RevisionHistoryScreen() {
  const { projectSlug = '', activitySlug = '' } = useParams();
  const projectTitle = useProjectTitle(projectSlug);
  const bankPath = `/authoring/project/${projectSlug}/bank`;
  return (
    <WorkspaceLayout
      title="Revision history"
      crumbs={[
        { label: 'Projects', to: '/authoring' },
        { label: projectTitle, to: `/authoring/project/${projectSlug}` },
        { label: 'Activity bank', to: bankPath },
      ]}
      actions={
        <Link to={bankPath} className="button">
          Back to the activity bank
        </Link>
      }
    >
      <RevisionHistory key={`${projectSlug}/${activitySlug}`} projectSlug={projectSlug} activitySlug={activitySlug} />
    </WorkspaceLayout>
  );
}
