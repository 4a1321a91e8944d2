import { PassThrough, type Readable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { App, preloadScreenAt } from '../app/app.js';
import { ApiClient } from '../app/api-client.js';
import { AppRouter } from '../app/routing.js';
import { SessionProvider } from '../app/session.js';
import { prepareServerLesson } from '../delivery/prepare-server-lesson.js';
import { ServerLessonProvider } from '../delivery/server-lesson-context.js';
import { coursePagesOf } from '../delivery/section-client.js';
import { DrawnStaticContentContext } from '../delivery/content/drawn-static-content.js';
import { drawStaticContent } from './draw-static-content.js';
import { loadNavbarWidget } from '../delivery/shell/use-navbar-widget.js';
import type { ServerRenderedState } from './server-rendered-state.js';

/** The longest a page may take to draw; past it the render stops and the page fails. */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * Draws the web app at `url` on the server, as the browser's first render will draw it
 * from the same `state`: every screen chunk, widget and delivery view the page needs is
 * loaded first, and the HTML is streamed once all of it is ready, so that the page reads
 * in full without script. Rejects when the app fails to draw.
 */
export async function renderApp(url: string, state: ServerRenderedState, options: { onError?: (error: unknown) => void } = {}): Promise<Readable> {
  const [prepared] = await Promise.all([state.lesson ? prepareServerLesson(state.lesson, { keepsServerContent: false }) : undefined, preloadScreenAt(new URL(url, 'http://localhost').pathname, { signedIn: state.session !== null }), loadNavbarWidget()]);
  const lesson = prepared?.lesson;
  // Drawn before the stream starts: a render inside the stream's would share its context.
  const drawn = lesson
    ? drawStaticContent(
        lesson.page.content.model ?? [],
        lesson.views,
        {
          mode: state.lesson?.preview ? 'preview' : 'delivery',
          sectionSlug: state.lesson?.sectionSlug,
          coursePages: state.lesson?.section ? coursePagesOf(state.lesson.section.hierarchy) : undefined,
          pageData: lesson.page.pageData,
        },
        state.lesson?.section?.pluginSettings,
      )
    : null;
  const app = (
    <AppRouter ssrPath={url}>
      <SessionProvider api={new ApiClient()} known={state.session}>
        <ServerLessonProvider value={prepared ?? null}>
          <DrawnStaticContentContext.Provider value={drawn}>
            <App />
          </DrawnStaticContentContext.Provider>
        </ServerLessonProvider>
      </SessionProvider>
    </AppRouter>
  );
  return new Promise<Readable>((resolve, reject) => {
    const output = new PassThrough();
    const stream = renderToPipeableStream(app, {
      onAllReady() {
        clearTimeout(timeout);
        stream.pipe(output);
        resolve(output);
      },
      onShellError(error) {
        clearTimeout(timeout);
        reject(error);
      },
      // A part that fails is drawn by the browser instead; the rest of the page stands.
      onError: options.onError ?? ((error) => console.error(error)),
    });
    const timeout = setTimeout(() => stream.abort(new Error(`The page took more than ${RENDER_TIMEOUT_MS} ms to draw`)), RENDER_TIMEOUT_MS);
  });
}
