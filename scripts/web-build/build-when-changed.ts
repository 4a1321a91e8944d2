import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { webBuildSourceFingerprint } from './source-fingerprint.js';

/** Where a finished build records the sources it was made from. */
export const FINGERPRINT_FILE = 'host-web/dist/.source-fingerprint';

/** What a start needs of the build: the browser's manifest and the server's renderer. */
const BUILD_OUTPUTS = ['host-web/dist/.vite/manifest.json', 'host-web/dist-ssr/index.js'];

export interface WebBuildOptions {
  root: string;
  /** Runs the web app's production build; resolves once it has succeeded. */
  build: () => Promise<void>;
  log: (line: string) => void;
}

/**
 * Builds the web app unless its last build was made from the sources as they are now, so
 * that starting Quire again takes seconds rather than a build's minute. A build that fails
 * or is interrupted records nothing, and the next start builds again.
 */
export async function buildWebAppWhenChanged({ root, build, log }: WebBuildOptions): Promise<'built' | 'up to date'> {
  const fingerprint = webBuildSourceFingerprint(root);
  const stampFile = join(root, FINGERPRINT_FILE);
  const recorded = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : undefined;
  if (recorded === fingerprint && BUILD_OUTPUTS.every((output) => existsSync(join(root, output)))) {
    log('The web app’s build is up to date with its sources (host-web/dist, host-web/dist-ssr).');
    return 'up to date';
  }
  // A build stopped part-way may leave the previous one's record beside half its output.
  rmSync(stampFile, { force: true });
  await build();
  writeFileSync(stampFile, `${fingerprint}\n`);
  return 'built';
}
