import { act, createElement, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

type BrowserGlobals = { window?: unknown; document?: unknown; navigator?: unknown };

/** Hides `window`, `document` and `navigator`, as on the server; answers the function that puts them back. */
function hideBrowserGlobals(): () => void {
  const globals = globalThis as BrowserGlobals;
  const saved = { window: globals.window, document: globals.document, navigator: globals.navigator };
  const hidden = Object.keys(saved).filter((name) => Object.getOwnPropertyDescriptor(globalThis, name)?.configurable !== false);
  for (const name of hidden) Object.defineProperty(globalThis, name, { value: undefined, configurable: true, writable: true });
  return () => {
    for (const name of hidden) Object.defineProperty(globalThis, name, { value: saved[name as keyof typeof saved], configurable: true, writable: true });
  };
}

/**
 * Runs `run` (a whole server render, streamed or awaited) with no `window`, `document` or
 * `navigator`, even in a browser-like test environment, as on the server.
 * @public
 */
export async function withoutBrowserGlobals<T>(run: () => Promise<T> | T): Promise<T> {
  const restore = hideBrowserGlobals();
  try {
    return await run();
  } finally {
    restore();
  }
}

/**
 * Renders `view` with `props` as the server does: to an HTML string, with no `window`,
 * `document` or `navigator` while it draws, even in a browser-like test environment. A
 * view that reads one during render throws here, as it would on the server.
 * @public
 */
export function renderOnServer<Props extends object>(view: ComponentType<Props>, props: Props): string {
  const restore = hideBrowserGlobals();
  try {
    return renderToString(createElement(view, props));
  } finally {
    restore();
  }
}

/** A view hydrated over its server HTML, in a container attached to the document. @public */
export interface HydratedView {
  readonly container: HTMLElement;
  unmount(): void;
}

/**
 * Hydrates `view` with `props` over `html` (what {@link renderOnServer} gave) in the test's
 * DOM, as the learner's browser does, and fails when React reports a mismatch between
 * the two renders or logs an error while hydrating. Needs a DOM test environment.
 * @public
 */
export async function hydrateInBrowser<Props extends object>(view: ComponentType<Props>, props: Props, html: string): Promise<HydratedView> {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const problems: string[] = [];
  const consoleError = console.error;
  console.error = (...args: unknown[]) => problems.push(args.map(String).join(' '));
  let root: Root | undefined;
  try {
    await act(async () => {
      root = hydrateRoot(container, createElement(view, props), {
        onRecoverableError: (error) => problems.push(error instanceof Error ? error.message : String(error)),
      });
    });
  } finally {
    console.error = consoleError;
  }
  const unmount = () => {
    act(() => root?.unmount());
    container.remove();
  };
  if (problems.length > 0) {
    unmount();
    throw new Error(`Hydration did not match the server's HTML:\n${problems.join('\n')}`);
  }
  return { container, unmount };
}

/**
 * The server's HTML of `view` with `props`, once it has hydrated in the test's DOM without
 * a mismatch: the one check a plugin's server-render test needs, then its own assertions.
 * @public
 */
export async function renderedOnServerAndHydrated<Props extends object>(view: ComponentType<Props>, props: Props): Promise<string> {
  const html = renderOnServer(view, props);
  (await hydrateInBrowser(view, props, html)).unmount();
  return html;
}
