import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { LoginPage } from '../workspace/login-page.js';
import { RegisterPage } from '../workspace/register-page.js';
import { useSession } from './session.js';

/*
 * Each screen is its own chunk: a learner's page never downloads the editor (Slate, the
 * plugin host) and an author's first screen does not wait for the page editor.
 */
const ProjectsPage = lazy(() => import('../workspace/projects-page.js').then((m) => ({ default: m.ProjectsPage })));
const ProjectPage = lazy(() => import('../workspace/project-page.js').then((m) => ({ default: m.ProjectPage })));
const PageEditorRoute = lazy(() => import('../editor/page/page-editor-route.js').then((m) => ({ default: m.PageEditorRoute })));
const PreviewRoute = lazy(() => import('../workspace/preview-route.js').then((m) => ({ default: m.PreviewRoute })));
const SectionRoute = lazy(() => import('../delivery/section-route.js').then((m) => ({ default: m.SectionRoute })));
const LessonRoute = lazy(() => import('../delivery/lesson-route.js').then((m) => ({ default: m.LessonRoute })));

/** The routes of the web app: the authoring screens and the learner's; both need a signed-in user. */
export function App() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/authoring" element={<SignedIn><ProjectsPage /></SignedIn>} />
        <Route path="/authoring/project/:projectSlug" element={<SignedIn><ProjectPage /></SignedIn>} />
        <Route path="/authoring/project/:projectSlug/resource/:resource" element={<SignedIn><PageEditorRoute /></SignedIn>} />
        <Route path="/authoring/project/:projectSlug/preview/:slug" element={<SignedIn><PreviewRoute /></SignedIn>} />
        <Route path="/sections/:sectionSlug" element={<SignedIn><SectionRoute /></SignedIn>} />
        <Route path="/sections/:sectionSlug/lesson/:slug" element={<SignedIn><LessonRoute /></SignedIn>} />
        <Route path="*" element={<Navigate to="/authoring" replace />} />
      </Routes>
    </Suspense>
  );
}

function Loading() {
  return (
    <p className="loading" role="status">
      Loading…
    </p>
  );
}

function SignedIn({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  if (user === undefined) return <Loading />;
  if (user === null) return <Navigate to={`/login?next=${encodeURIComponent(location.pathname)}`} replace />;
  return <>{children}</>;
}
