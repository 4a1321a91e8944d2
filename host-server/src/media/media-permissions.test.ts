import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../testing/test-database.js';
import { addAuthor, countRows, createProject, signedIn } from '../authoring/testing/signed-in.js';
import { filesUnder, pngFile, startMediaTestServer, uploadBase64, uploadMultipart } from './testing/start-media-test-server.js';

type Server = Awaited<ReturnType<typeof startMediaTestServer>>;
type Client = Awaited<ReturnType<typeof signedIn>>;

describe.each(testDialects())('who may use the media library on %s', (dialect) => {
  let server: Server;
  let owner: Client;
  let coauthor: Client;
  let stranger: Client;
  let slug: string;
  let guid: string;
  let url: string;
  beforeAll(async () => {
    server = await startMediaTestServer(dialect);
    [owner, coauthor, stranger] = await Promise.all([signedIn(server, 'Owner'), signedIn(server, 'Coauthor'), signedIn(server, 'Stranger')]);
    slug = await createProject(owner, 'Private course');
    await addAuthor(owner, slug, coauthor);
    const uploaded = await uploadBase64(owner, slug, 'owned.png', pngFile('owned'));
    ({ guid, url } = uploaded.body.item);
  });
  afterAll(() => server.close());

  const body = () => ({ file: pngFile(`try ${Math.random()}`).toString('base64'), name: 'try.png' });
  const calls = () =>
    [
      ['POST', `/api/v1/media/project/${slug}`, body()],
      ['GET', `/api/v1/media/project/${slug}`, undefined],
      ['POST', `/api/v1/media/project/${slug}/delete`, { mediaItemIds: [guid] }],
    ] as const;

  it('answers 401 without a session, 403 to a non-member, 404 for an unknown project, and changes nothing', async () => {
    for (const [method, path, payload] of calls()) {
      expect((await server.client().request(method, path, payload)).status, path).toBe(401);
      expect((await stranger.request(method, path, payload)).status, path).toBe(403);
      expect((await owner.request(method, path.replace(slug, 'no-such-project'), payload)).status, path).toBe(404);
    }
    const superactivity = { ...body(), projectSlug: slug, directory: 'x' };
    expect((await server.client().post('/api/v1/superactivity/media', superactivity)).status).toBe(401);
    expect((await stranger.post('/api/v1/superactivity/media', superactivity)).status).toBe(403);
    expect((await owner.post('/api/v1/superactivity/media', { ...superactivity, projectSlug: 'no-such-project' })).status).toBe(404);
    expect((await uploadMultipart(stranger, server.baseUrl, slug, 'x.png', pngFile('stranger'))).status).toBe(403);
    expect((await uploadMultipart(server.client(), server.baseUrl, slug, 'x.png', pngFile('anonymous'))).status).toBe(401);
    expect(await countRows(server, 'media_items')).toBe(1);
    expect(await countRows(server, 'media_items', { archived: false })).toBe(1);
    expect(filesUnder(server.mediaDir)).toHaveLength(1);
  });

  it('refuses a guest, who is never an author', async () => {
    const guest = server.client();
    expect((await guest.post('/api/v1/auth/guest')).status).toBeLessThan(300);
    expect((await guest.get(`/api/v1/media/project/${slug}`)).status).toBe(403);
  });

  it('lets every member of the project upload, list and archive', async () => {
    const uploaded = await uploadMultipart(coauthor, server.baseUrl, slug, 'coauthor.png', pngFile('coauthor'));
    expect(uploaded.status).toBe(201);
    expect((await coauthor.get(`/api/v1/media/project/${slug}`)).body.totalResults).toBe(2);
    expect((await coauthor.post(`/api/v1/media/project/${slug}/delete`, { mediaItemIds: [guid] })).body.archived).toEqual([guid]);
  });

  it('serves a file to anyone holding its URL, signed in or not', async () => {
    expect((await fetch(server.baseUrl + url)).status).toBe(200);
  });
});
