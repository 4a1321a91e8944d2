import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { LoginPage } from '../workspace/login-page.js';
import { RegisterPage } from '../workspace/register-page.js';
import { ProjectsPage } from '../workspace/projects-page.js';
import { ProjectPage } from '../workspace/project-page.js';
import { PageEditorRoute } from '../editor/page/page-editor-route.js';
import { PreviewRoute } from '../workspace/preview-route.js';
import { LessonRoute } from '../delivery/lesson-route.js';
import { SectionRoute } from '../delivery/section-route.js';
import { useSession } from './session.js';

/** The routes of the web app: the authoring screens and the learner's; both need a signed-in user. */
export function App() {
  return (
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
  );
}

function SignedIn({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  if (user === undefined) return <p className="loading" role="status">Loading…</p>;
  if (user === null) return <Navigate to={`/login?next=${encodeURIComponent(location.pathname)}`} replace />;
  return <>{children}</>;
}
