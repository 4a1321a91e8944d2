import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Context, Middleware, Next } from 'koa';
import { HttpError } from '../http/http-error.js';
import type { RequestState, ServerServices } from '../server-services.js';
import { appPageTemplate, withTitle, type AppPageTemplate } from './app-page-template.js';
import { DrawnPageCache } from './drawn-page-cache.js';
import { gatherLesson, sessionState, signInLesson, type LessonAddress, type LessonPageState } from './lesson-page-state.js';

/** The web app's server build, as the server draws pages with it. */
export interface AppServerRender {
  /** The app at `url` drawn from `state`, streamed once every part of it is ready; a part that fails to draw is told to `onError` and left to the browser. */
  renderApp(url: string, state: LessonPageState, options?: { onError?: (error: unknown) => void }): Promise<Readable>;
  /** `state` as the content of the page's JSON block. */
  serializeServerState(state: LessonPageState): string;
  /** The id of that block, which the app reads before its first render. */
  readonly SERVER_STATE_ELEMENT_ID: string;
  /** The app's modules a lesson page may draw with, by their path in the client build's manifest. */
  readonly LESSON_PAGE_MODULES: readonly string[];
  /** The styles the page applies when the browser runs no script. */
  readonly NO_SCRIPT_STYLESHEET: string;
  /** Whether the app takes the page drawn from `state` over as it loads, rather than at the learner's first move toward a control. */
  hydratesAtLoad(state: LessonPageState): boolean;
  /** The client build's entries such a page loads, by their path in its manifest. */
  readonly SCRIPT_ENTRIES: { readonly app: string; readonly boot: string; readonly appAttribute: string };
}

/** The built web app a lesson page goes out in. */
export interface LessonPageShell {
  /** The app's index.html. */
  indexHtml(): string;
  /** The stylesheet the page carries in its head (see `lessonPageStylesheet`). */
  stylesheet(): string;
  /** The theme script the page carries inline, as the Content-Security-Policy allows it by its hash; undefined to leave the app's `/theme.js` linked. */
  themeScript(): string | undefined;
  /** The app's script and the boot script; undefined when the build has no manifest. */
  scripts(): PageScripts | undefined;
}

export interface PageScripts {
  /** The address of the app's script (`SCRIPT_ENTRIES.app`). */
  readonly app: string;
  /** The text of the boot script (`SCRIPT_ENTRIES.boot`), which the page carries inline as the Content-Security-Policy allows it by its hash. */
  readonly boot: string;
}

/** Anyone may ask for a lesson's sign-in page, so each client address may have it drawn this often; past it the app draws it in the browser. */
export const SIGN_IN_PAGE_RATE_LIMIT = { max: 120, windowMs: 60_000 };

/** The memory kept for pages already drawn (see `DrawnPageCache`). */
const DRAWN_PAGES_BYTES = 32 * 1024 * 1024;

/** The app's own stylesheet and theme script as its index.html links them. */
const LINKED_STYLESHEET = /<link rel="stylesheet"[^>]*>\s*/g;
const LINKED_THEME_SCRIPT = '<script src="/theme.js"></script>';

const LESSON_PATH = /^\/sections\/([^/]+)\/lesson\/([^/]+)\/?$/;
const PREVIEW_PATH = /^\/sections\/([^/]+)\/preview\/([^/]+)\/([^/]+)\/?$/;

/** The lesson an address names, or undefined for any other address. */
export function lessonAddress(path: string): LessonAddress | undefined {
  const decode = (part: string) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return undefined;
    }
  };
  const lesson = LESSON_PATH.exec(path);
  const preview = lesson ? undefined : PREVIEW_PATH.exec(path);
  const [sectionSlug, slug] = lesson ? [decode(lesson[1]), decode(lesson[2])] : preview ? [decode(preview[1]), decode(preview[3])] : [];
  if (sectionSlug === undefined || slug === undefined) return undefined;
  return { sectionSlug, slug, preview: preview !== undefined };
}

const lessonPath = (address: LessonAddress, slug: string) =>
  `/sections/${encodeURIComponent(address.sectionSlug)}${address.preview ? '/preview' : ''}/lesson/${encodeURIComponent(slug)}`;

/**
 * Lesson pages drawn on the server (`/sections/{s}/lesson/{slug}`, and in preview
 * `/sections/{s}/preview/{type}/{slug}`): a signed-in reader's first response holds the
 * whole page, drawn by the web app's own screens from the state the delivery API would
 * give them, and that state in a JSON block the app reads to take the page over. The
 * API's refusals (403, 404) come as the same page with their message and status; an
 * address with a page's former slug moves to its current one. A visitor who is not signed
 * in gets the app's offer to sign in, or to join an open section as a guest, drawn the
 * same way (at most `SIGN_IN_PAGE_RATE_LIMIT` per client address; past it the app draws it),
 * and for a preview the sign-in screen's address.
 *
 * The page's ETag covers what it is drawn from (the web app's build, the reader's
 * session, the section's publication, the page's revision, the learner's attempts and the
 * project's plugin settings), so
 * a repeat visit with nothing changed answers 304, and a page asked for again with nothing
 * changed is not drawn again: the bytes drawn the first time go out.
 */
export function lessonPages(services: ServerServices, render: AppServerRender, shell: LessonPageShell): Middleware {
  const drawnPages = new DrawnPageCache(DRAWN_PAGES_BYTES);
  // What every page is drawn in, from the build: read once, with a digest the ETags start from.
  let frame: { template: AppPageTemplate; stylesheet: string; themeScript: string | undefined; digest: string } | undefined;
  const pageFrame = (): NonNullable<typeof frame> => {
    if (frame) return frame;
    const template = appPageTemplate(shell.indexHtml());
    const stylesheet = shell.stylesheet();
    const themeScript = shell.themeScript();
    const digest = createHash('sha256').update(JSON.stringify([template.head, template.tail, stylesheet, themeScript ?? null])).digest('base64url');
    return (frame = { template, stylesheet, themeScript, digest });
  };
  return async (ctx: Context, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.accepts('json', 'html') !== 'html') return next();
    const address = lessonAddress(ctx.path);
    if (!address) return next();
    const signedIn = Boolean((ctx.state as RequestState).user);
    // A preview is for members and instructors: a visitor who is not signed in signs in first, as the app sends them.
    if (!signedIn && address.preview) return ctx.redirect(`/login?next=${encodeURIComponent(ctx.originalUrl)}`);
    if (!signedIn && !(await services.rateLimiter.hit(`sign-in-page:address:${ctx.ip}`, SIGN_IN_PAGE_RATE_LIMIT)).allowed) return next();

    const { template, stylesheet, themeScript, digest } = pageFrame();
    const session = await sessionState(ctx, services);
    let state: LessonPageState;
    let status = 200;
    if (!signedIn) {
      state = { session, lesson: await signInLesson(services, address) };
    } else {
      try {
        const gathered = await gatherLesson(ctx, services, address);
        if (gathered.kind === 'moved') {
          ctx.redirect(lessonPath(address, gathered.slug) + (ctx.querystring ? `?${ctx.querystring}` : ''));
          return;
        }
        state = { session, lesson: gathered.state };
      } catch (error) {
        if (!(error instanceof HttpError) || (error.status !== 403 && error.status !== 404)) throw error;
        status = error.status;
        state = { session, lesson: { ...address, error: error.message } };
      }
    }

    const json = render.serializeServerState(state);
    const etag = `W/"${createHash('sha256').update(digest).update(json).digest('base64url').slice(0, 32)}"`;
    ctx.status = status;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'private, no-cache');
    ctx.set('Vary', 'Cookie');
    ctx.set('ETag', etag);
    if (status === 200 && ctx.fresh) {
      ctx.status = 304;
      return;
    }
    const drawnKey = `${etag} ${ctx.originalUrl}`;
    const drawn = status === 200 ? drawnPages.get(drawnKey) : undefined;
    if (drawn) {
      ctx.body = drawn;
      return;
    }
    let partFailed = false;
    const app = await render.renderApp(ctx.originalUrl, state, {
      onError: (error) => {
        partFailed = true;
        services.logger.error(`Drawing ${ctx.path} on the server: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      },
    });
    const lesson = state.lesson;
    const title = [lesson.page?.title, lesson.section?.section.title ?? lesson.openSection?.title, 'Quire'].filter(Boolean).join(' · ');
    const stateBlock = `<script type="application/json" id="${render.SERVER_STATE_ELEMENT_ID}">${json}</script>`;
    // The page carries its stylesheet and theme script itself: the first paint waits for no other request.
    let head = withTitle(template.head, title)
      .replace(LINKED_STYLESHEET, '')
      .replace('</head>', () => `<style>${stylesheet}</style><noscript><style>${render.NO_SCRIPT_STYLESHEET}</style></noscript></head>`);
    if (themeScript !== undefined) head = head.replace(LINKED_THEME_SCRIPT, () => `<script>${themeScript}</script>`);
    const scripts = shell.scripts();
    if (scripts) head = withBootScript(head, scripts, render.SCRIPT_ENTRIES.appAttribute, render.hydratesAtLoad(state));
    // A page with a part left to the browser is drawn again next time.
    const keep = (page: Buffer) => status === 200 && !partFailed && drawnPages.set(drawnKey, page);
    ctx.body = Readable.from(pageParts(head, app, template.tail.replace('</body>', () => `${stateBlock}</body>`), keep));
  };
}

/**
 * The page's head with the boot script inline before the app's tag: it runs before the
 * body is read, and holds a click on a button until the app has taken the page over. The
 * app's own tag stays when it takes the page over at once; otherwise the boot script loads
 * it when the learner reaches for a control.
 */
function withBootScript(head: string, scripts: PageScripts, appAttribute: string, atOnce: boolean): string {
  const appTag = new RegExp(`<script\\b[^>]*\\bsrc="${escapeRegExp(scripts.app)}"[^>]*></script>`);
  return head.replace(appTag, (tag) => {
    const boot = `<script ${appAttribute}="${scripts.app}">${scripts.boot}</script>`;
    return atOnce ? boot + tag : boot;
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page as it streams out; `whole` gets all of it once the last part has gone. */
async function* pageParts(head: string, app: Readable, tail: string, whole: (page: Buffer) => void): AsyncGenerator<Buffer> {
  const parts: Buffer[] = [];
  const send = (part: Buffer) => {
    parts.push(part);
    return part;
  };
  yield send(Buffer.from(head));
  for await (const chunk of app) yield send(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  yield send(Buffer.from(tail));
  whole(Buffer.concat(parts));
}
