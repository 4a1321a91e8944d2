import { useParams } from 'wouter';
import { WorkspaceLayout } from '../app/workspace-layout.js';
import { ActivityTypesPanel } from './activity-types-panel.js';
import { PluginsPanel } from './plugins-panel.js';
import { useProjectTitle } from './use-project-title.js';

/** `/authoring/project/{projectSlug}/settings`: the project's activity types and plugins. */
export function ProjectSettingsRoute() {
  const { projectSlug = '' } = useParams();
  const projectTitle = useProjectTitle(projectSlug);
  return (
    <WorkspaceLayout
      title="Project Settings"
      crumbs={[
        { label: 'Projects', to: '/authoring' },
        { label: projectTitle, to: `/authoring/project/${projectSlug}` },
      ]}
    >
      <div className="project-settings">
        <ActivityTypesPanel projectSlug={projectSlug} />
        <PluginsPanel projectSlug={projectSlug} />
      </div>
    </WorkspaceLayout>
  );
}
