import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';
import { MEDIA_PAGE_SIZE, MEDIA_UPLOAD_LIMIT_BYTES } from '@quire/core';
import { spawnServerProcess } from '@quire/server/server-process';
import { createServerServices } from '@quire/server/services';
import { listMediaItems, type MediaListQuery } from '@quire/server/media-list';
import { registerClient, send } from '../http-client.js';
import { measureInterleavedAsync, percentile } from '../measure.js';
import type { ScenarioResult } from './normalize.js';

const ITEMS = 50_000;
const MB = 1024 * 1024;
/** The largest upload the library takes, to the megabyte: files of 350 MB or more are refused. */
const UPLOAD_BYTES = MEDIA_UPLOAD_LIMIT_BYTES - MB;
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const WORDS = (
  'cell membrane photosynthesis enzyme protein nucleus mitosis meiosis osmosis diffusion ' +
  'atom molecule electron proton neutron isotope ion bond reaction catalyst ' +
  'force energy momentum velocity gravity friction wave frequency circuit voltage ' +
  'graph table chart diagram map timeline poster slide lecture lab ' +
  'week unit module chapter quiz exam review summary intro outro'
).split(' ');
const TYPES: [string, string][] = [
  ['png', 'image/png'],
  ['jpg', 'image/jpeg'],
  ['gif', 'image/gif'],
  ['svg', 'image/svg+xml'],
  ['mp3', 'audio/mpeg'],
  ['wav', 'audio/wav'],
  ['mp4', 'video/mp4'],
  ['webm', 'video/webm'],
  ['pdf', 'application/pdf'],
  ['csv', 'text/csv'],
];

/** `count` library rows for a project, as years of uploads would leave them (the list reads no bytes). */
async function seedLibrary(db: Knex, projectId: number, count: number): Promise<void> {
  const start = Date.parse('2024-01-01T00:00:00Z');
  let seed = 42;
  const random = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed % n;
  };
  await db.transaction(async (trx) => {
    for (let from = 0; from < count; from += 500) {
      const rows = [];
      for (let i = from; i < Math.min(count, from + 500); i++) {
        const [extension, mimeType] = TYPES[i % TYPES.length];
        const when = new Date(start + i * 60_000);
        rows.push({
          guid: randomUUID(),
          project_id: projectId,
          file_name: `${WORDS[random(WORDS.length)]}-${WORDS[random(WORDS.length)]} ${i}.${extension}`,
          mime_type: mimeType,
          file_size: 1000 + random(5_000_000),
          content_hash: createHash('sha256').update(`${projectId}:${i}`).digest('hex'),
          blob_key: `00/${randomUUID()}`,
          archived: i % 50 === 0,
          created_at: when,
          updated_at: when,
        });
      }
      await trx('media_items').insert(rows);
    }
  });
}

/** The list query figures: a filtered, sorted page of 60 with its total, without and with a search. */
async function measureListQueries(dir: string) {
  const database = { filename: join(dir, 'library.sqlite') };
  const options = { rootDir: repoRoot, database, mediaDir: join(dir, 'library-media'), logger: { info() {}, warn() {}, error() {} } };
  let services = await createServerServices(options);
  const projects = [];
  for (const slug of ['big-library', 'small-library']) {
    const [row] = (await services.db('projects').insert({ slug, title: slug, created_at: new Date() }).returning('id')) as { id: number }[];
    projects.push({ id: row.id, slug });
  }
  const [big, small] = projects;
  const seedStart = performance.now();
  await seedLibrary(services.db, big.id, ITEMS);
  const seedMs = performance.now() - seedStart;
  await seedLibrary(services.db, small.id, MEDIA_PAGE_SIZE);
  // A restart, as after any import: the server refreshes the planner's statistics on start.
  await services.db.destroy();
  services = await createServerServices(options);
  const db = services.db;

  const page: MediaListQuery = { offset: 0, limit: MEDIA_PAGE_SIZE, mimeFilter: [{ prefix: 'image' }], orderBy: 'fileName', order: 'asc' };
  const search: MediaListQuery = { ...page, searchText: 'synth' };
  // The same search as a plain LIKE over the project's rows: what it costs without the trigram index.
  const scanWhere = "project_id = ? and archived = 0 and mime_type >= 'image/' and mime_type < 'image0' and file_name like '%synth%'";
  const scanSearch = async () => {
    await db.raw(`select * from media_items where ${scanWhere} order by lower(file_name), id limit ${MEDIA_PAGE_SIZE}`, [big.id]);
    await db.raw(`select count(*) as n from media_items where ${scanWhere}`, [big.id]);
  };
  const found = {
    page: await listMediaItems(db, big, page),
    search: await listMediaItems(db, big, search),
  };
  const times = await measureInterleavedAsync({
    page: () => listMediaItems(db, big, page),
    search: () => listMediaItems(db, big, search),
    small: () => listMediaItems(db, small, page),
    scan: scanSearch,
  });
  await db.destroy();
  return { times, found, seedMs };
}

/** Posts a multipart upload of `size` bytes made on the fly (an MP4 header, then zeros); answers the status and body. */
function postGeneratedUpload(url: string, headers: Record<string, string>, size: number): Promise<{ status: number; body: any }> {
  const boundary = 'quire-bench-upload';
  const mp4Header = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(4), Buffer.from('mp42isom')]);
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lecture.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const zeros = Buffer.alloc(MB);
  const body = Readable.from(
    (function* () {
      yield head;
      yield mp4Header;
      let left = size - mp4Header.length;
      for (; left >= zeros.length; left -= zeros.length) yield zeros;
      yield zeros.subarray(0, left);
      yield tail;
    })(),
  );
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(head.length + size + tail.length) },
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }));
    });
    request.on('error', reject);
    body.pipe(request);
  });
}

const residentBytes = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/** A just-under-350 MB upload through the HTTP route, and the least the server must do with it: hash it and write it to disk. */
async function measureUpload(dir: string) {
  const server = await spawnServerProcess({ QUIRE_SQLITE_FILE: join(dir, 'upload.sqlite'), QUIRE_MEDIA_DIR: join(dir, 'upload-media') });
  try {
    const author = await registerClient(server.baseUrl, 'uploader@bench.example');
    const slug = (await send(author, 'POST', '/api/v1/projects', { title: 'Bench uploads' })).slug as string;
    const url = `${server.baseUrl}/api/v1/media/project/${slug}`;
    const headers = { cookie: author.cookie, 'x-csrf-token': author.csrfToken };
    const warmUp = await postGeneratedUpload(url, headers, 8 * MB);
    if (warmUp.status !== 201) throw new Error(`warm-up upload: ${warmUp.status} ${JSON.stringify(warmUp.body)}`);

    const pid = server.child.pid as number;
    const before = residentBytes(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), 10);
    const t0 = performance.now();
    const answer = await postGeneratedUpload(url, headers, UPLOAD_BYTES);
    const uploadMs = performance.now() - t0;
    clearInterval(sampler);
    if (answer.status !== 201 || answer.body.item.fileSize !== UPLOAD_BYTES) throw new Error(`upload: ${answer.status} ${JSON.stringify(answer.body)}`);

    // The floor: the same bytes hashed and written to a file in this process, no HTTP, no parsing.
    const hash = createHash('sha256');
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    });
    const zeros = Buffer.alloc(MB);
    const file = join(dir, 'floor.bin');
    const f0 = performance.now();
    await pipeline(
      Readable.from(
        (function* () {
          for (let left = UPLOAD_BYTES; left > 0; left -= MB) yield left >= MB ? zeros : zeros.subarray(0, left);
        })(),
      ),
      hashing,
      createWriteStream(file),
    );
    hash.digest();
    const floorMs = performance.now() - f0;
    if (statSync(file).size !== UPLOAD_BYTES) throw new Error('floor file has the wrong size');
    return { uploadMs, floorMs, growth: peak - before };
  } finally {
    await server.stop();
  }
}

/**
 * The media library (issue 7): the list query on a project of 50,000 items on SQLite — a
 * filtered, sorted page of 60 with its total, and the same with a name search on the
 * trigram index — next to the same query on a 60-item project and the search done by a
 * LIKE scan; then a just-under-350 MB upload streamed through the HTTP route, next to
 * hashing and writing the same bytes in-process, with the server's memory growth.
 */
export async function mediaLibraryScenario(): Promise<ScenarioResult> {
  const dir = mkdtempSync(join(tmpdir(), 'quire-bench-media-'));
  try {
    const list = await measureListQueries(dir);
    const upload = await measureUpload(dir);
    const p95 = (name: string) => percentile(list.times[name], 95);
    const listRow = (label: string, name: string, found?: { rows: unknown[]; total: number }) => ({
      case: label,
      'p50 ms': +percentile(list.times[name], 50).toFixed(2),
      'p95 ms': +p95(name).toFixed(2),
      'rows / total': found ? `${found.rows.length} / ${found.total}` : '',
      'MB/s': '',
      'server RSS growth MB': '',
    });
    const mbPerSecond = (ms: number) => +((UPLOAD_BYTES) / MB / (ms / 1000)).toFixed(0);
    const uploadRate = mbPerSecond(upload.uploadMs);
    const growthMb = +(upload.growth / MB).toFixed(1);
    return {
      scenario: `media library: list of ${ITEMS.toLocaleString('en')} items and a ${Math.round(UPLOAD_BYTES / MB)} MB upload, SQLite`,
      rows: [
        listRow(`images, A-Z, page of ${MEDIA_PAGE_SIZE} + total, ${ITEMS.toLocaleString('en')} items`, 'page', list.found.page),
        listRow("the same, searching 'synth' (trigram index)", 'search', list.found.search),
        listRow(`baseline: the same page on a ${MEDIA_PAGE_SIZE}-item project`, 'small'),
        listRow("baseline: the same search as a LIKE scan, no index", 'scan'),
        { case: `upload through POST /media/project (multipart, streamed)`, 'p50 ms': Math.round(upload.uploadMs), 'p95 ms': '', 'rows / total': '', 'MB/s': uploadRate, 'server RSS growth MB': growthMb },
        { case: 'baseline: hash + write the same bytes in-process', 'p50 ms': Math.round(upload.floorMs), 'p95 ms': '', 'rows / total': '', 'MB/s': mbPerSecond(upload.floorMs), 'server RSS growth MB': '' },
        { case: `seeding ${ITEMS.toLocaleString('en')} rows (one transaction)`, 'p50 ms': Math.round(list.seedMs), 'p95 ms': '', 'rows / total': '', 'MB/s': '', 'server RSS growth MB': '' },
      ],
      checks: [
        { name: 'filtered, sorted page + total p95 ≤ 5 ms', pass: p95('page') <= 5, detail: `${p95('page').toFixed(2)} ms` },
        { name: 'with a search text p95 ≤ 10 ms', pass: p95('search') <= 10, detail: `${p95('search').toFixed(2)} ms (LIKE scan ${p95('scan').toFixed(2)} ms)` },
        { name: 'upload streams at ≥ 200 MB/s', pass: uploadRate >= 200, detail: `${uploadRate} MB/s` },
        { name: 'server memory growth during the upload ≤ 64 MB', pass: growthMb <= 64, detail: `${growthMb} MB` },
      ],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
