import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { PreferencesProvider } from '../app/preferences.js';
import { ProjectsPage } from './projects-page.js';
import { ProjectPage } from './project-page.js';
import { PreviewRoute } from './preview-route.js';
import { NotFoundPage } from '../app/not-found-page.js';

// The page editor (Slate and the plugin host) loads only when a page is opened.
const PageEditorRoute = lazy(() => import('../editor/page/page-editor-route.js').then((m) => ({ default: m.PageEditorRoute })));
const MediaLibraryRoute = lazy(() => import('../media/media-library-route.js').then((m) => ({ default: m.MediaLibraryRoute })));
const ProjectPageRoute = lazy(() => import('./project-page-route.js').then((m) => ({ default: m.ProjectPageRoute })));
const ActivityBankRoute = lazy(() => import('../bank/activity-bank-route.js').then((m) => ({ default: m.ActivityBankRoute })));
const RevisionHistoryRoute = lazy(() => import('../history/revision-history-route.js').then((m) => ({ default: m.RevisionHistoryRoute })));
const ProjectSettingsRoute = lazy(() => import('./project-settings-route.js').then((m) => ({ default: m.ProjectSettingsRoute })));

/** The authoring screens under /authoring (and an activity's history under /workspaces/course_author), with the author's preferences kept on the server. */
export function AuthoringApp() {
  return (
    <PreferencesProvider>
      <Switch>
        <Route path="/authoring">
          <ProjectsPage />
        </Route>
        <Route path="/authoring/project/:projectSlug">
          <ProjectPage />
        </Route>
        <Route path="/authoring/project/:projectSlug/resource/:resource">
          <PageEditorRoute />
        </Route>
        <Route path="/authoring/project/:projectSlug/preview/:slug">
          <PreviewRoute />
        </Route>
        <Route path="/authoring/project/:projectSlug/media">
          <MediaLibraryRoute />
        </Route>
        <Route path="/authoring/project/:projectSlug/settings">
          <ProjectSettingsRoute />
        </Route>
        <Route path="/authoring/project/:projectSlug/bank">
          <ActivityBankRoute />
        </Route>
        {/* The pages plugins add to a project; the host's own segments above come first. */}
        <Route path="/authoring/project/:projectSlug/:page">
          <ProjectPageRoute />
        </Route>
        <Route path="/workspaces/course_author/:projectSlug/curriculum/:activitySlug/history">
          <RevisionHistoryRoute />
        </Route>
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </PreferencesProvider>
  );
}
