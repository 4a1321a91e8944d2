import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDatabaseLocation } from './create-server-services.js';
import { dataDirectory } from './data-directory.js';
import { defaultMediaDirectory } from './media/media-directory.js';

const rootDir = '/srv/quire';

describe('where Quire keeps its data', () => {
  it('is data/ under the checkout by default: the SQLite file and the media beside it', () => {
    const env = {};
    expect(dataDirectory(rootDir, env)).toBe('/srv/quire/data');
    const location = defaultDatabaseLocation(rootDir, env);
    expect(location).toEqual({ filename: '/srv/quire/data/quire.sqlite' });
    expect(defaultMediaDirectory(rootDir, location, env)).toBe('/srv/quire/data/media');
  });

  it('is QUIRE_DATA_DIR when set', () => {
    const env = { QUIRE_DATA_DIR: '/var/lib/quire' };
    const location = defaultDatabaseLocation(rootDir, env);
    expect(location).toEqual({ filename: '/var/lib/quire/quire.sqlite' });
    expect(defaultMediaDirectory(rootDir, location, env)).toBe('/var/lib/quire/media');
  });

  it('keeps the media in QUIRE_DATA_DIR when the database is PostgreSQL', () => {
    const env = { QUIRE_DATA_DIR: '/var/lib/quire', DATABASE_URL: 'postgres://db.example/quire' };
    const location = defaultDatabaseLocation(rootDir, env);
    expect(location).toEqual({ url: 'postgres://db.example/quire' });
    expect(defaultMediaDirectory(rootDir, location, env)).toBe('/var/lib/quire/media');
    expect(defaultMediaDirectory(rootDir, location, {})).toBe('/srv/quire/data/media');
  });

  it('takes a relative QUIRE_DATA_DIR from the folder npm was run in, not the server’s workspace', () => {
    expect(dataDirectory(rootDir, { QUIRE_DATA_DIR: 'my-data', INIT_CWD: '/home/ada/quire' })).toBe('/home/ada/quire/my-data');
    expect(dataDirectory(rootDir, { QUIRE_DATA_DIR: 'my-data' })).toBe(join(process.cwd(), 'my-data'));
  });

  it('leaves QUIRE_MEDIA_DIR the last word on the media', () => {
    const env = { QUIRE_DATA_DIR: '/var/lib/quire', QUIRE_MEDIA_DIR: '/mnt/media' };
    expect(defaultMediaDirectory(rootDir, defaultDatabaseLocation(rootDir, env), env)).toBe('/mnt/media');
  });
});
