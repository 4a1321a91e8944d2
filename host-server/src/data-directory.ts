import { isAbsolute, join, resolve } from 'node:path';

/**
 * The folder Quire keeps its data in: the SQLite file `quire.sqlite` and the media bytes
 * under `media/`. QUIRE_DATA_DIR when set, else `data/` under the repository root. A
 * relative QUIRE_DATA_DIR is taken from the folder `npm start` was run in (npm's INIT_CWD),
 * not from the workspace folder npm runs the server in.
 */
export function dataDirectory(rootDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.QUIRE_DATA_DIR;
  if (!configured) return join(rootDir, 'data');
  return isAbsolute(configured) ? configured : resolve(env.INIT_CWD ?? process.cwd(), configured);
}
