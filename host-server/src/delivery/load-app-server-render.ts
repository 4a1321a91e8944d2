import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppServerRender } from './lesson-pages.js';

/** Where the web app's server build goes (host-web's `npm run build`). */
export const appServerBuild = (rootDir: string) => join(rootDir, 'host-web', 'dist-ssr', 'index.js');

/** The web app's server build in `file`, or undefined when it has not been built (the app then draws every page in the browser). */
export async function loadAppServerRender(file: string): Promise<AppServerRender | undefined> {
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as AppServerRender;
}
