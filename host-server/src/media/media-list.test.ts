import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../testing/test-database.js';
import { createProject, signedIn } from '../authoring/testing/signed-in.js';
import { manualClock } from '../testing/manual-clock.js';
import { listMediaItems, type MediaListQuery } from './list-media-items.js';
import { gifFile, jpegFile, mp4File, pdfFile, pngFile, startMediaTestServer, svgFile, uploadBase64, wavFile } from './testing/start-media-test-server.js';

type Server = Awaited<ReturnType<typeof startMediaTestServer>>;
type Client = Awaited<ReturnType<typeof signedIn>>;
interface Item {
  guid: string;
  fileName: string;
  mimeType: string;
  url: string;
  fileSize: number;
  dateCreated: string;
}

// Uploaded in this order, a minute apart.
const FILES: [string, Buffer][] = [
  ['Alpha.png', pngFile('alpha')],
  ['beta-chart.JPG', jpegFile('beta')],
  ['Gamma_100%.gif', gifFile('gamma')],
  ['delta.pdf', pdfFile('delta')],
  ['echo.wav', wavFile('echo '.repeat(40))],
  ['Foxtrot chart.mp4', mp4File(Buffer.alloc(5000, 3))],
  ['golf "quoted".svg', svgFile('golf')],
];

describe.each(testDialects())('the media list on %s', (dialect) => {
  let server: Server;
  let author: Client;
  let slug: string;
  const byName = new Map<string, Item>();
  beforeAll(async () => {
    const time = manualClock();
    server = await startMediaTestServer(dialect, { clock: time.clock });
    author = await signedIn(server, 'Librarian');
    slug = await createProject(author, 'Library');
    for (const [name, file] of FILES) {
      const response = await uploadBase64(author, slug, name, file);
      if (response.status !== 201) throw new Error(`${name}: ${response.status} ${JSON.stringify(response.body)}`);
      byName.set(response.body.item.fileName, response.body.item);
      time.advance(60_000);
    }
  });
  afterAll(() => server.close());

  const list = async (query = '') => {
    const response = await author.get(`/api/v1/media/project/${slug}${query}`);
    if (response.status !== 200) throw new Error(`${query}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body as { type: string; results: Item[]; totalResults: number };
  };
  const names = async (query = '') => (await list(query)).results.map((item) => item.fileName);

  it('lists the newest first, with the total', async () => {
    const body = await list();
    expect(body.type).toBe('success');
    expect(body.totalResults).toBe(7);
    expect(body.results.map((i) => i.fileName)).toEqual([
      'golf "quoted".svg',
      'Foxtrot chart.mp4',
      'echo.wav',
      'delta.pdf',
      'Gamma_100%.gif',
      'beta-chart.jpg',
      'Alpha.png',
    ]);
    expect(body.results[0]).toEqual({ ...byName.get('golf "quoted".svg'), references: 0 });
  });

  it('sorts by each allowed column, both ways', async () => {
    expect(await names('?orderBy=dateCreated&order=asc')).toEqual([...(await names())].reverse());
    // A-Z ignores case.
    expect(await names('?orderBy=fileName&order=asc')).toEqual([
      'Alpha.png',
      'beta-chart.jpg',
      'delta.pdf',
      'echo.wav',
      'Foxtrot chart.mp4',
      'Gamma_100%.gif',
      'golf "quoted".svg',
    ]);
    expect(await names('?orderBy=fileName&order=desc')).toEqual([...(await names('?orderBy=fileName&order=asc'))].reverse());
    const bySize = (await list('?orderBy=fileSize&order=asc')).results.map((i) => i.fileSize);
    expect(bySize).toEqual([...bySize].sort((a, b) => a - b));
    expect(bySize.at(-1)).toBe(byName.get('Foxtrot chart.mp4')?.fileSize);
    expect((await list('?orderBy=mimeType&order=asc')).results.map((i) => i.mimeType)).toEqual([
      'application/pdf',
      'audio/wav',
      'image/gif',
      'image/jpeg',
      'image/png',
      'image/svg+xml',
      'video/mp4',
    ]);
  });

  it('filters by type: whole types and type/* prefixes, in a comma list', async () => {
    expect(await list('?mimeFilter=image/*')).toMatchObject({ totalResults: 4 });
    expect(await names('?mimeFilter=image/png,audio/*&orderBy=fileName&order=asc')).toEqual(['Alpha.png', 'echo.wav']);
    expect(await names('?mimeFilter=video/mp4')).toEqual(['Foxtrot chart.mp4']);
    expect(await names('?mimeFilter=text/html')).toEqual([]);
    expect((await list('?mimeFilter=*/*')).totalResults).toBe(7);
  });

  it('searches file names for the text anywhere in them, ignoring case, wildcards taken literally', async () => {
    expect(await names('?searchText=CHART&orderBy=fileName&order=asc')).toEqual(['beta-chart.jpg', 'Foxtrot chart.mp4']);
    expect(await names('?searchText=ta&orderBy=fileName&order=asc')).toEqual(['beta-chart.jpg', 'delta.pdf']);
    expect(await names('?searchText=100%25')).toEqual(['Gamma_100%.gif']);
    expect(await names('?searchText=%25')).toEqual(['Gamma_100%.gif']);
    expect(await names('?searchText=a_1')).toEqual(['Gamma_100%.gif']);
    expect(await names('?searchText=' + encodeURIComponent('"quoted"'))).toEqual(['golf "quoted".svg']);
    expect(await names('?searchText=zzz')).toEqual([]);
    expect(await list('?searchText=chart&mimeFilter=image/*')).toMatchObject({ totalResults: 1, results: [{ fileName: 'beta-chart.jpg' }] });
  });

  it('pages through the list with offset and limit, the total staying the same', async () => {
    const all = await names('?orderBy=fileName&order=asc');
    const pages: string[] = [];
    for (let offset = 0; offset < 7; offset += 3) {
      const page = await list(`?orderBy=fileName&order=asc&offset=${offset}&limit=3`);
      expect(page.totalResults).toBe(7);
      pages.push(...page.results.map((i) => i.fileName));
    }
    expect(pages).toEqual(all);
    expect(await list('?offset=50')).toMatchObject({ results: [], totalResults: 7 });
    expect((await list('?searchText=chart&limit=1')).totalResults).toBe(2);
    expect(await list('?searchText=chart&offset=5')).toMatchObject({ results: [], totalResults: 2 });
  });

  it('finds the one item at a URL, relative or absolute', async () => {
    const item = byName.get('delta.pdf') as Item;
    expect(await names(`?urlFilter=${encodeURIComponent(item.url)}`)).toEqual(['delta.pdf']);
    expect(await names(`?urlFilter=${encodeURIComponent('https://quire.example.org' + item.url)}`)).toEqual(['delta.pdf']);
    expect(await names(`?urlFilter=${encodeURIComponent(item.url.replace(slug, 'another-project'))}`)).toEqual([]);
    expect(await names('?urlFilter=https://example.org/image.png')).toEqual([]);
  });

  it('leaves archived items out', async () => {
    const other = await createProject(author, 'Scratch');
    const a = await uploadBase64(author, other, 'a.png', pngFile('a'));
    const b = await uploadBase64(author, other, 'b.png', pngFile('b'));
    // An id from another project archives nothing here.
    const foreign = byName.get('Alpha.png') as Item;
    const archived = await author.post(`/api/v1/media/project/${other}/delete`, { mediaItemIds: [a.body.item.guid, foreign.guid] });
    expect(archived.body).toEqual({ type: 'success', archived: [a.body.item.guid] });
    const left = (await author.get(`/api/v1/media/project/${other}`)).body;
    expect(left).toEqual({ type: 'success', results: [b.body.item], totalResults: 1 });
    expect((await list()).totalResults).toBe(7);
    // Published pages may still show it.
    expect((await fetch(server.baseUrl + a.body.url)).status).toBe(200);
  });

  it('answers the same page whether it sorts the matches or walks the order index', async () => {
    const project = (await server.services.db('projects').where({ slug }).first('id', 'slug')) as { id: number; slug: string };
    const base: MediaListQuery = { offset: 1, limit: 3, mimeFilter: [], orderBy: 'dateCreated', order: 'desc' };
    for (const query of [
      base,
      { ...base, orderBy: 'fileName', order: 'asc' },
      { ...base, orderBy: 'fileSize', order: 'desc', mimeFilter: [{ prefix: 'image' }, { exact: 'audio/wav' }] },
      { ...base, orderBy: 'mimeType', order: 'asc', searchText: 'a' },
    ] satisfies MediaListQuery[]) {
      const sorted = await listMediaItems(server.services.db, project, query, { sortAtMost: Infinity });
      const walked = await listMediaItems(server.services.db, project, query, { sortAtMost: 0 });
      expect(walked).toEqual(sorted);
      expect(sorted.rows).toHaveLength(3);
    }
  });

  it('refuses query values outside the allowlists', async () => {
    for (const query of [
      '?orderBy=id',
      '?orderBy=file_name',
      '?order=up',
      '?limit=0',
      '?limit=201',
      '?offset=-1',
      '?offset=1.5',
      '?order=asc&order=desc',
      '?mimeFilter=image',
      "?mimeFilter=image/png');drop table media_items;--",
      `?searchText=${'x'.repeat(201)}`,
    ]) {
      const response = await author.get(`/api/v1/media/project/${slug}${query}`);
      expect(response.status, query).toBe(400);
      expect(typeof response.body.message).toBe('string');
    }
    expect((await list('?limit=200')).totalResults).toBe(7);
  });
});
