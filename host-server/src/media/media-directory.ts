import { dirname, join } from 'node:path';
import { dataDirectory } from '../data-directory.js';
import type { DatabaseLocation } from '../db/create-database.js';

/**
 * The folder media bytes go to when none is given: QUIRE_MEDIA_DIR when set, else `media/`
 * beside the SQLite file (so `media/` in the data folder by default, and a test's or
 * benchmark's own temporary folder for theirs), else `media/` in the data folder
 * (QUIRE_DATA_DIR, or `./data/`).
 */
export function defaultMediaDirectory(rootDir: string, database: DatabaseLocation, env: NodeJS.ProcessEnv = process.env): string {
  if (env.QUIRE_MEDIA_DIR) return env.QUIRE_MEDIA_DIR;
  if ('filename' in database && database.filename !== ':memory:') return join(dirname(database.filename), 'media');
  return join(dataDirectory(rootDir, env), 'media');
}
