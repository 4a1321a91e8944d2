import { Suspense, type ReactNode } from 'react';
import { parse } from 'regexparam';
import { matchRoute, Redirect, Route, Switch, useSearch } from 'wouter';
import { usePathname } from './routing.js';
import { lazyScreen } from './lazy-screen.js';
import { useSession } from './session.js';
import { UndoToasts } from './undo/undo-toasts.js';

/*
 * Each screen is its own chunk: a learner's page never downloads the authoring screens or
 * the editor (Slate, the plugin host), and an author's first screen does not wait for the
 * page editor. The screen the browser opens on is fetched before the first render
 * (`preloadScreenAt`), so it draws at once.
 */
const HomePage = lazyScreen(() => import('../home/home-page.js').then((m) => m.HomePage));
const MyCoursesPage = lazyScreen(() => import('../home/my-courses-page.js').then((m) => m.MyCoursesPage));
const LoginPage = lazyScreen(() => import('../workspace/login-page.js').then((m) => m.LoginPage));
const RegisterPage = lazyScreen(() => import('../workspace/register-page.js').then((m) => m.RegisterPage));
const EditAccountPage = lazyScreen(() => import('../account/edit-account-page.js').then((m) => m.EditAccountPage));
const AuthoringApp = lazyScreen(() => import('../workspace/authoring-app.js').then((m) => m.AuthoringApp));
const SectionRoute = lazyScreen(() => import('../delivery/section-route.js').then((m) => m.SectionRoute));
const LessonRoute = lazyScreen(() => import('../delivery/lesson-route.js').then((m) => m.LessonRoute));
const SectionManagePage = lazyScreen(() => import('../sections/section-manage-page.js').then((m) => m.SectionManagePage));
const SectionSignIn = lazyScreen(() => import('../delivery/section-sign-in.js').then((m) => m.SectionSignIn));
const NotFoundPage = lazyScreen(() => import('./not-found-page.js').then((m) => m.NotFoundPage));

/**
 * Every screen of the web app, by address, and (`signedOut`) what a section's address
 * draws for a visitor who is not signed in. The server answers 404 for an address none matches.
 */
const SCREENS: readonly { path: string; screens: readonly { preload(): Promise<void> }[]; signedOut?: readonly { preload(): Promise<void> }[]; element: ReactNode }[] = [
  { path: '/', screens: [HomePage], element: <HomePage /> },
  { path: '/login', screens: [LoginPage], element: <LoginPage /> },
  { path: '/register', screens: [RegisterPage], element: <RegisterPage /> },
  { path: '/account', screens: [EditAccountPage], element: <SignedIn><EditAccountPage /></SignedIn> },
  { path: '/authoring/*?', screens: [AuthoringApp], element: <SignedIn><AuthoringApp /></SignedIn> },
  // An activity's revision history (authoring §2) is one of the authoring screens, at the address the spec gives it.
  { path: '/workspaces/course_author/*?', screens: [AuthoringApp], element: <SignedIn><AuthoringApp /></SignedIn> },
  { path: '/sections', screens: [MyCoursesPage], element: <SignedIn><MyCoursesPage /></SignedIn> },
  { path: '/sections/:sectionSlug', screens: [SectionRoute], signedOut: [SectionSignIn], element: <LearnerSignedIn><SectionRoute /></LearnerSignedIn> },
  { path: '/sections/:sectionSlug/manage', screens: [SectionManagePage], element: <SignedIn><SectionManagePage /></SignedIn> },
  { path: '/sections/:sectionSlug/lesson/:slug', screens: [LessonRoute], signedOut: [SectionSignIn], element: <LearnerSignedIn><LessonRoute /></LearnerSignedIn> },
  { path: '/sections/:sectionSlug/preview', screens: [SectionRoute], element: <SignedIn><SectionRoute preview /></SignedIn> },
  { path: '/sections/:sectionSlug/preview/:type/:slug', screens: [LessonRoute], element: <SignedIn><LessonRoute preview /></SignedIn> },
  { path: '*', screens: [NotFoundPage], element: <NotFoundPage /> },
];

/** The route pattern of the screen at this address: `*` for an address no screen has (Page not found). */
export function screenPathAt(pathname: string): string {
  return SCREENS.find(({ path }) => matchRoute(parse, path, pathname)[0])?.path ?? '*';
}

/**
 * Fetches the chunks of the screen at this address, so the first render draws it rather
 * than a fallback: for a visitor known not to be signed in (`signedIn: false`), the
 * screen a section's address offers them. A page taken over from the server must have
 * them all, or a click on its buttons before they arrive would go nowhere.
 */
export async function preloadScreenAt(pathname: string, { signedIn = true }: { signedIn?: boolean } = {}): Promise<void> {
  const path = screenPathAt(pathname);
  const screen = SCREENS.find((entry) => entry.path === path);
  const screens = (!signedIn && screen?.signedOut) || screen?.screens || [];
  await Promise.all(screens.map((entry) => entry.preload().catch(() => undefined)));
}

/** The routes of the web app: home, account, authoring and the learner's screens, over the app's undo toasts. */
export function App() {
  return (
    <UndoToasts>
      <Suspense fallback={<Loading />}>
        <Switch>
          {SCREENS.map(({ path, element }) => (
            <Route key={path} path={path}>
              {element}
            </Route>
          ))}
        </Switch>
      </Suspense>
    </UndoToasts>
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
  const pathname = usePathname();
  const search = useSearch();
  if (user === undefined) return <Loading />;
  if (user === null) return <Redirect to={`/login?next=${encodeURIComponent(search ? `${pathname}?${search}` : pathname)}`} replace />;
  return <>{children}</>;
}

/** A section's pages: a visitor who is not signed in is offered to sign in, or to join as a guest. */
function LearnerSignedIn({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user === undefined) return <Loading />;
  if (user === null) return <SectionSignIn />;
  return <>{children}</>;
}
