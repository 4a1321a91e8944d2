import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'wouter';
import { useNavigate } from '../../app/routing.js';
import { activityReferences, citedBibrefs, type PageItem, type PluginSettingsValues } from '@quire/core';
import { PluginSettingsContext, type EditorServices } from '@quire/plugin-sdk/authoring';
import type { ApiClient } from '../../app/api-client.js';
import { errorMessage } from '../../app/error-message.js';
import { useApi } from '../../app/session.js';
import { projectEditorServices } from '../project-editor-services.js';
import { WorkspaceLayout } from '../../app/workspace-layout.js';
import { loadEditorPlugins, type EditorPlugins } from '../block-editor/editor-plugins.js';
import { useAuthoringSaver } from './use-authoring-saver.js';
import { PageItemsEditor, type PageActivities } from './page-items-editor.js';
import { loadProjectActivityTypes, type ProjectActivityType } from '../activity/activity-types.js';
import { loadProjectPlugins, pluginSettingsById } from '../../workspace/project-plugins.js';
import { HiddenInsertPluginsContext } from '../block-editor/insert/hidden-insert-plugins.js';
import { createActivity } from '../activity/stored-activity.js';
import { createRichTextField } from '../activity/rich-text-field.js';
import { ProjectObjectivesAndTagsProvider } from '../activity/objective-tag-pickers.js';
import { openPage, type OpenedPage } from './page-session.js';
import { findNamedPage } from '../../workspace/curriculum.js';
import { SaveStatus } from './save-status.js';
import { useOnline } from './use-online.js';
import { useProjectTitle } from '../../workspace/use-project-title.js';
import { useMediaPicker } from '../../media/use-media-picker.js';

/** Spec authoring §8. */
export const OFFLINE_MESSAGE = 'You have gone offline, your work will not be saved.';

/** The lock lasts 10 minutes without a save; an author reading for a while keeps it by renewing. */
const LOCK_RENEW_MS = 4 * 60 * 1000;

interface Draft {
  readonly title: string;
  readonly content: OpenedPage['content'];
}

/** `/authoring/project/{projectSlug}/resource/{resourceId or page slug}`: the page editor. */
export function PageEditorRoute() {
  const { projectSlug = '', resource = '' } = useParams();
  const api = useApi();
  const navigate = useNavigate();
  const [plugins, setPlugins] = useState<EditorPlugins>();
  const [page, setPage] = useState<OpenedPage>();
  const [loadError, setLoadError] = useState<string>();

  useEffect(() => {
    let cancelled = false;
    const found = findNamedPage(api, projectSlug, resource).then(
      (named): Promise<{ opened: OpenedPage } | { movedTo: string }> =>
        // An address with a former slug is moved to the page's current one before anything is opened.
        named.slug !== undefined && named.slug !== resource
          ? Promise.resolve({ movedTo: named.slug })
          : openPage(api, projectSlug, named.id).then((opened) => ({ opened })),
    );
    Promise.all([loadEditorPlugins(), found]).then(
      ([loadedPlugins, page]) => {
        if ('movedTo' in page) {
          if (!cancelled) navigate(`/authoring/project/${projectSlug}/resource/${page.movedTo}`, { replace: true });
          return;
        }
        const { opened } = page;
        if (cancelled) {
          if (!opened.lockedBy) void api.delete(`/project/${projectSlug}/lock/${opened.resourceId}`).catch(() => {});
          return;
        }
        setPlugins(loadedPlugins);
        setPage(opened);
      },
      (error: unknown) => !cancelled && setLoadError(errorMessage(error)),
    );
    return () => {
      cancelled = true;
    };
  }, [api, navigate, projectSlug, resource]);

  const projectTitle = useProjectTitle(projectSlug);
  const crumbs = [
    { label: 'Projects', to: '/authoring' },
    { label: projectTitle, to: `/authoring/project/${projectSlug}` },
  ];
  if (loadError) {
    return (
      <WorkspaceLayout title="Page" crumbs={crumbs}>
        <p className="alert alert-error" role="alert">
          {loadError}
        </p>
      </WorkspaceLayout>
    );
  }
  if (!plugins || !page) {
    return (
      <WorkspaceLayout title="Page" crumbs={crumbs}>
        <p role="status">Loading…</p>
      </WorkspaceLayout>
    );
  }
  return <PageEditor key={page.resourceId} api={api} projectSlug={projectSlug} plugins={plugins} page={page} crumbs={crumbs} />;
}

function PageEditor({
  api,
  projectSlug,
  plugins,
  page,
  crumbs,
}: {
  api: ApiClient;
  projectSlug: string;
  plugins: EditorPlugins;
  page: OpenedPage;
  crumbs: { label: string; to: string }[];
}) {
  const readOnly = page.lockedBy !== undefined;
  const [draft, setDraft] = useState<Draft>({ title: page.title, content: page.content });
  const online = useOnline();
  const [activityTypes, setActivityTypes] = useState<readonly ProjectActivityType[]>([]);
  const [hiddenInsertPlugins, setHiddenInsertPlugins] = useState<ReadonlySet<string>>(() => new Set());
  const [pluginSettings, setPluginSettings] = useState<Readonly<Record<string, PluginSettingsValues>>>({});
  useEffect(() => {
    let cancelled = false;
    loadProjectActivityTypes(api, projectSlug).then(
      (types) => !cancelled && setActivityTypes(types),
      () => {},
    );
    // Without the list (an older server, a failed call) every insert entry stays, and every plugin has its default settings.
    loadProjectPlugins(api, projectSlug).then(
      (installed) => {
        if (cancelled) return;
        setHiddenInsertPlugins(new Set(installed.filter((plugin) => !plugin.enabled).map((plugin) => plugin.id)));
        setPluginSettings(pluginSettingsById(installed));
      },
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, [api, projectSlug]);
  const savePath = `/project/${projectSlug}/resource/${page.resourceId}`;

  const save = useCallback(
    async (value: Draft) => {
      await api.put(savePath, { update: { title: value.title, content: value.content }, bibrefs: citedBibrefs(value.content) });
    },
    [api, savePath],
  );
  const { saver, saveState, everSaved, failure, dismissFailure } = useAuthoringSaver(save);

  // Leaving the editor (another screen of the app) saves what is pending and gives the lock back.
  const release = useCallback(() => {
    if (readOnly) return;
    if (saver.hasPending || saver.state === 'inflight') void saver.flush().finally(() => unlock(api, projectSlug, page.resourceId));
    else unlock(api, projectSlug, page.resourceId);
  }, [api, projectSlug, page.resourceId, readOnly, saver]);

  useEffect(() => {
    // Closing the tab: the browser asks before unsaved changes are abandoned, and a last
    // save (with the lock's release) is sent in a request that outlives the page.
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (readOnly || (!saver.hasPending && saver.state !== 'inflight')) return;
      event.preventDefault();
      void saver.flush();
    };
    const onPageHide = () => {
      if (readOnly) return;
      const pending = saver.takePending();
      if (pending) {
        const body = { update: { title: pending.title, content: pending.content }, bibrefs: citedBibrefs(pending.content), releaseLock: true };
        void api.request('PUT', savePath, body, { keepalive: true }).catch(() => {});
      } else {
        unlock(api, projectSlug, page.resourceId);
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('pagehide', onPageHide);
      saver.dispose();
      release();
    };
  }, [api, projectSlug, page.resourceId, readOnly, release, saver, savePath]);

  useEffect(() => {
    if (online) void saver.flush();
  }, [online, saver]);

  useEffect(() => {
    if (readOnly) return;
    const timer = setInterval(() => {
      if (saver.state === 'idle') void api.post(`/project/${projectSlug}/lock/${page.resourceId}?fetch_revision=false`).catch(() => {});
    }, LOCK_RENEW_MS);
    return () => clearInterval(timer);
  }, [api, projectSlug, page.resourceId, readOnly, saver]);

  const change = (next: Draft) => {
    setDraft(next);
    saver.change(next);
  };

  const { pickMedia, mediaPickerDialog } = useMediaPicker(projectSlug);
  const services = useMemo<EditorServices>(() => {
    const shared = projectEditorServices(api, projectSlug, pickMedia);
    // Element dialogs edit the rich content they keep in fields (a popup's body) with the page's own editor, which has these same services.
    return Object.assign(shared, { RichTextField: createRichTextField(plugins, shared) });
  }, [api, projectSlug, pickMedia, plugins]);

  const activities = useMemo<PageActivities>(
    () => ({
      pageId: page.resourceId,
      // Offered here and known to this browser: a type whose plugin is not loaded cannot be edited.
      types: activityTypes.filter((type) => type.offered && plugins.host.activityTypes.has(type.slug)),
      create: (typeSlug) => createActivity(api, projectSlug, page.resourceId, typeSlug, plugins.host.activityTypes.get(typeSlug)?.createDefaultModel()),
    }),
    [activityTypes, api, page.resourceId, plugins, projectSlug],
  );

  return (
    <WorkspaceLayout
      title={draft.title}
      crumbs={crumbs}
      actions={
        <>
          {readOnly ? null : <SaveStatus state={saveState} everSaved={everSaved} />}
          <Link className="button" to={`/authoring/project/${projectSlug}/preview/${page.slug}`}>
            Preview
          </Link>
        </>
      }
    >
      {!online ? (
        <p className="alert alert-warning" role="alert">
          {OFFLINE_MESSAGE}
        </p>
      ) : null}
      {failure ? (
        <div className="alert alert-error" role="alert">
          <span>{failure}</span>
          <button type="button" className="button button-quiet" onClick={dismissFailure} aria-label="Dismiss">
            ×
          </button>
        </div>
      ) : null}
      {readOnly ? (
        <p className="alert alert-info" role="status">
          {page.lockedBy} is editing this page. You can read it, but not change it until they leave.
        </p>
      ) : (
        <label className="title-field">
          Page title
          <input value={draft.title} onChange={(e) => change({ ...draft, title: e.target.value })} />
        </label>
      )}
      <ProjectObjectivesAndTagsProvider projectSlug={activityReferences(draft.content).length > 0 ? projectSlug : null}>
        <HiddenInsertPluginsContext.Provider value={hiddenInsertPlugins}>
          <PluginSettingsContext.Provider value={pluginSettings}>
            <PageItemsEditor
              items={draft.content.model}
              onChange={(model: PageItem[]) => change({ ...draft, content: { ...draft.content, model } })}
              plugins={plugins}
              services={services}
              readOnly={readOnly}
              activities={activities}
            />
          </PluginSettingsContext.Provider>
        </HiddenInsertPluginsContext.Provider>
      </ProjectObjectivesAndTagsProvider>
      {mediaPickerDialog}
    </WorkspaceLayout>
  );
}

function unlock(api: ApiClient, projectSlug: string, resourceId: number): void {
  void api.request('DELETE', `/project/${projectSlug}/lock/${resourceId}`, undefined, { keepalive: true }).catch(() => {});
}
