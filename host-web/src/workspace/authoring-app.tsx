import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { PreferencesProvider } from '../app/preferences.js';
import { ProjectsPage } from './projects-page.js';
import { ProjectPage } from './project-page.js';
import { PreviewRoute } from './preview-route.js';

// The page editor (Slate and the plugin host) loads only when a page is opened.
const PageEditorRoute = lazy(() => import('../editor/page/page-editor-route.js').then((m) => ({ default: m.PageEditorRoute })));
const MediaLibraryRoute = lazy(() => import('../media/media-library-route.js').then((m) => ({ default: m.MediaLibraryRoute })));

/** The authoring screens under /authoring, with the author's preferences kept on the server. */
export function AuthoringApp() {
  return (
    <PreferencesProvider>
      <Routes>
        <Route index element={<ProjectsPage />} />
        <Route path="project/:projectSlug" element={<ProjectPage />} />
        <Route path="project/:projectSlug/resource/:resource" element={<PageEditorRoute />} />
        <Route path="project/:projectSlug/preview/:slug" element={<PreviewRoute />} />
        <Route path="project/:projectSlug/media" element={<MediaLibraryRoute />} />
      </Routes>
    </PreferencesProvider>
  );
}
