import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { AppRouter } from './routing.js';
import { App, preloadScreenAt } from './app.js';
import type { ApiClient } from './api-client.js';
import { fetchSession, SessionProvider } from './session.js';
import type { ServerRenderedState } from '../server-render/server-rendered-state.js';

/** Draws the app in `root` for a page the browser draws alone: the first screen's chunk arrives before the first render, so no 'Loading…' waits on script. */
export async function startApp(root: HTMLElement, api: ApiClient): Promise<void> {
  const session = fetchSession(api);
  await preloadScreenAt(window.location.pathname);
  createRoot(root).render(
    <AppRouter>
      <SessionProvider api={api} session={session}>
        <App />
      </SessionProvider>
    </AppRouter>,
  );
}

/**
 * Takes over a page the server drew from `state`: what its first render needs is loaded
 * as the server loaded it, and the app hydrates the server's HTML rather than drawing it
 * again. Parts whose script arrives later (an activity's view) hydrate when it does; the
 * promise resolves once the activities have.
 */
export async function hydrateServerPage(root: HTMLElement, api: ApiClient, state: ServerRenderedState, options: Pick<RootOptions, 'onRecoverableError'> = {}): Promise<void> {
  api.setCsrfToken(state.session?.csrfToken);
  const lesson = state.lesson;
  const lessonContext = lesson ? import('../delivery/server-lesson-context.js') : undefined;
  const [prepared] = await Promise.all([
    lesson ? import('../delivery/prepare-server-lesson.js').then((m) => m.prepareServerLesson(lesson, { keepsServerContent: true })) : undefined,
    preloadScreenAt(window.location.pathname, { signedIn: state.session !== null }),
    import('../delivery/shell/use-navbar-widget.js').then((m) => m.loadNavbarWidget()),
  ]);
  const { ServerLessonProvider, activitiesHydrated } = (await lessonContext) ?? {};
  const app = <App />;
  hydrateRoot(
    root,
    <AppRouter>
      <SessionProvider api={api} known={state.session}>
        {ServerLessonProvider ? <ServerLessonProvider value={prepared ?? null}>{app}</ServerLessonProvider> : app}
      </SessionProvider>
    </AppRouter>,
    options,
  );
  if (prepared && activitiesHydrated) await activitiesHydrated(prepared);
}
