import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useSession } from './session.js';

/*
 * Each area is its own chunk: a learner's page never downloads the authoring screens or
 * the editor (Slate, the plugin host), and an author's first screen does not wait for the
 * page editor.
 */
const LoginPage = lazy(() => import('../workspace/login-page.js').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('../workspace/register-page.js').then((m) => ({ default: m.RegisterPage })));
const AuthoringApp = lazy(() => import('../workspace/authoring-app.js').then((m) => ({ default: m.AuthoringApp })));
const SectionRoute = lazy(() => import('../delivery/section-route.js').then((m) => ({ default: m.SectionRoute })));
const LessonRoute = lazy(() => import('../delivery/lesson-route.js').then((m) => ({ default: m.LessonRoute })));
const SectionSignIn = lazy(() => import('../delivery/section-sign-in.js').then((m) => ({ default: m.SectionSignIn })));

/** The routes of the web app: the authoring screens and the learner's; both need a signed-in user. */
export function App() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/authoring/*" element={<SignedIn><AuthoringApp /></SignedIn>} />
        <Route path="/sections/:sectionSlug" element={<LearnerSignedIn><SectionRoute /></LearnerSignedIn>} />
        <Route path="/sections/:sectionSlug/lesson/:slug" element={<LearnerSignedIn><LessonRoute /></LearnerSignedIn>} />
        <Route path="/sections/:sectionSlug/preview" element={<SignedIn><SectionRoute preview /></SignedIn>} />
        <Route path="/sections/:sectionSlug/preview/:type/:slug" element={<SignedIn><LessonRoute preview /></SignedIn>} />
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

/** A section's pages: a visitor who is not signed in is offered to sign in, or to join as a guest. */
function LearnerSignedIn({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user === undefined) return <Loading />;
  if (user === null) return <SectionSignIn />;
  return <>{children}</>;
}
