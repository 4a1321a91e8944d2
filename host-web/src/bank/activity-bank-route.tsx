import { lazy, useEffect, useMemo, useState } from 'react';
import { useParams } from 'wouter';
import { createId } from '@quire/core';
import type { EditorServices } from '@quire/plugin-sdk/authoring';
import { apiRequester } from '../app/api-requester.js';
import { contentTypeRequester } from '../app/content-type-request.js';
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

  const services = useMemo<EditorServices>(
    () => ({
      createId,
      projectSlug,
      pickMedia,
      requestContentType: contentTypeRequester(api),
      requestApi: apiRequester(api),
      loadPages: async () => {
        const answer = await api.get<{ type: string; pages: { id: number; title: string; slug: string }[]; message?: string }>(`/project/${projectSlug}/link`);
        if (answer.type !== 'success') throw new Error(answer.message ?? 'Could not load the pages');
        return answer.pages;
      },
    }),
    [api, projectSlug, pickMedia],
  );

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
