import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects } from '../testing/test-database.js';
import { spawnServerProcess, type ServerProcess } from '../testing/spawn-server-process.js';
import { TestClient } from '../testing/test-client.js';
import { createProject } from '../authoring/testing/signed-in.js';
import { filesUnder, postSparseUpload } from './testing/start-media-test-server.js';

const MB = 1024 * 1024;

/** The resident memory of a process, in bytes (Linux). */
function residentBytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0) * 1024;
}

// The server runs in its own process, so its memory is measured apart from the test runner's.
describe.each(testDialects())('the 350 MB upload limit on %s', (dialect) => {
  let dir: string;
  let server: ServerProcess;
  let dropDatabase: () => Promise<void>;
  let uploadUrl: string;
  let headers: Record<string, string>;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'quire-upload-limit-'));
    const database = await createTestDatabase(dialect);
    dropDatabase = database.drop;
    const location = database.location;
    server = await spawnServerProcess({
      ...('url' in location ? { QUIRE_DATABASE_URL: location.url } : { QUIRE_SQLITE_FILE: location.filename }),
      QUIRE_MEDIA_DIR: join(dir, 'media'),
    });
    const author = new TestClient(server.baseUrl);
    await author.register('limits@example.org');
    const slug = await createProject(author, 'Big files');
    uploadUrl = `${server.baseUrl}/api/v1/media/project/${slug}`;
    const session = (author as unknown as { cookie: string }).cookie;
    headers = { cookie: session, 'x-csrf-token': author.csrfToken as string };
    // A first upload loads the upload path's modules, so the measurement is of the upload alone.
    const warmUp = await postSparseUpload(uploadUrl, headers, 2 * MB, { declareLength: true });
    expect(warmUp.status).toBe(201);
  }, 30_000);
  afterAll(async () => {
    await server?.stop();
    await dropDatabase?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a body whose Content-Length is over the limit before reading it', async () => {
    const answer = await postSparseUpload(uploadUrl, headers, 360 * MB, { declareLength: true });
    expect(answer).toEqual({ status: 413, body: { message: 'File is too large' } });
    expect(filesUnder(join(dir, 'media'))).toHaveLength(1);
  });

  it('refuses a 360 MB stream without a length once 350 MB arrived, its memory flat, no partial file left', async () => {
    const pid = server.child.pid as number;
    const before = residentBytes(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentBytes(pid));
    }, 10);
    try {
      const answer = await postSparseUpload(uploadUrl, headers, 360 * MB, { declareLength: false });
      expect(answer).toEqual({ status: 413, body: { message: 'File is too large' } });
    } finally {
      clearInterval(sampler);
    }
    expect(peak - before).toBeLessThan(64 * MB);
    // Only the warm-up's file: the partial one is gone, tmp/ included.
    const files = filesUnder(join(dir, 'media'));
    expect(files).toHaveLength(1);
    expect(files[0].size).toBe(2 * MB);
  }, 30_000);
});
