import { lazy, useEffect, useMemo, useState } from 'react';
import { useParams } from 'wouter';
import { projectEditorServices } from '../editor/project-editor-services.js';
import { errorMessage } from '../app/error-message.js';
import { useApi } from '../app/session.js';
import { WorkspaceLayout } from '../app/workspace-layout.js';
import { loadEditorPlugins, type EditorPlugins } from '../editor/block-editor/editor-plugins.js';
import { useMediaPicker } from '../media/use-media-picker.js';
import { useProjectTitle } from '../workspace/use-project-title.js';
import { ActivityBank } from './activity-bank.js';

// The CSV reader loads only when an author opens 'Bulk add'.
const UploadCsvDialog = lazy(() => import('./csv/upload-csv-dialog.js').then((m) => ({ default: m.UploadCsvDialog })));

/** `/authoring/project/{projectSlug}/bank`: the project's activity bank. */
export function ActivityBankRoute() {
  const { projectSlug = '' } = useParams();
  const api = useApi();
  const projectTitle = useProjectTitle(projectSlug);
  const [plugins, setPlugins] = useState<EditorPlugins>();
  const [loadError, setLoadError] = useState<string>();
  const { pickMedia, mediaPickerDialog } = useMediaPicker(projectSlug);

  useEffect(() => {
    let cancelled = false;
    loadEditorPlugins().then(
      (loaded) => !cancelled && setPlugins(loaded),
      (error: unknown) => !cancelled && setLoadError(errorMessage(error)),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  const services = useMemo(() => projectEditorServices(api, projectSlug, pickMedia), [api, projectSlug, pickMedia]);

  return (
    <WorkspaceLayout
      title="Activity bank"
      crumbs={[
        { label: 'Projects', to: '/authoring' },
        { label: projectTitle, to: `/authoring/project/${projectSlug}` },
      ]}
    >
      {loadError ? (
        <p className="alert alert-error" role="alert">
          {loadError}
        </p>
      ) : plugins ? (
        <ActivityBank projectSlug={projectSlug} plugins={plugins} services={services} BulkAddDialog={UploadCsvDialog} />
      ) : (
        <p role="status">loading...</p>
      )}
      {mediaPickerDialog}
    </WorkspaceLayout>
  );
}
