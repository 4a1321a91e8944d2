import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../testing/test-database.js';
import { countRows, createProject, signedIn } from '../authoring/testing/signed-in.js';
import {
  filesUnder,
  gifFile,
  htmlFile,
  jpegFile,
  mp4File,
  pdfFile,
  pngFile,
  startMediaTestServer,
  svgFile,
  uploadBase64,
  uploadMultipart,
  wavFile,
} from './testing/start-media-test-server.js';

type Server = Awaited<ReturnType<typeof startMediaTestServer>>;
type Client = Awaited<ReturnType<typeof signedIn>>;

describe.each(testDialects())('media uploads on %s', (dialect) => {
  let server: Server;
  let author: Client;
  let slug: string;
  beforeAll(async () => {
    server = await startMediaTestServer(dialect);
    author = await signedIn(server, 'Uploader');
    slug = await createProject(author, 'Media course');
  });
  afterAll(() => server.close());

  const blobCount = () => filesUnder(server.mediaDir).length;

  it('stores a base64 upload, keeps the name with its extension lower-cased, and serves the same bytes', async () => {
    const file = pngFile('first');
    const response = await uploadBase64(author, slug, 'C:\\fakepath\\Lab Diagram.PNG', file);
    expect(response.status).toBe(201);
    const { item } = response.body;
    expect(response.body).toEqual({ type: 'success', url: item.url, duplicate: false, filename: 'Lab Diagram.png', item });
    expect(item).toEqual({
      guid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      fileName: 'Lab Diagram.png',
      mimeType: 'image/png',
      url: `/media/${slug}/${item.guid}.png`,
      fileSize: file.length,
      dateCreated: expect.any(String),
      dateUpdated: item.dateCreated,
      references: 0,
    });
    // The bytes on disk sit under a name the server made, not the client's.
    const stored = filesUnder(server.mediaDir);
    expect(stored.some((f) => f.path.includes('Lab') || f.path.includes('.png'))).toBe(false);
    expect(stored.filter((f) => f.size === file.length)).toHaveLength(1);

    const served = await fetch(server.baseUrl + item.url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(file);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe(`inline; filename="Lab Diagram.png"; filename*=UTF-8''Lab%20Diagram.png`);
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(served.headers.get('accept-ranges')).toBe('bytes');
  });

  it('stores a multipart upload streamed from a form, and serves byte ranges for seeking', async () => {
    const body = Buffer.alloc(300_000);
    for (let i = 0; i < body.length; i++) body[i] = (i * 7) % 251;
    const file = mp4File(body);
    const response = await uploadMultipart(author, server.baseUrl, slug, 'Lecture 1.MP4', file);
    expect(response.status).toBe(201);
    expect(response.body.item).toMatchObject({ fileName: 'Lecture 1.mp4', mimeType: 'video/mp4', fileSize: file.length });
    const url = server.baseUrl + response.body.url;

    const middle = await fetch(url, { headers: { range: 'bytes=1000-1999' } });
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe(`bytes 1000-1999/${file.length}`);
    expect(Buffer.from(await middle.arrayBuffer())).toEqual(file.subarray(1000, 2000));
    const tail = await fetch(url, { headers: { range: 'bytes=-100' } });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(file.subarray(file.length - 100));
    const open = await fetch(url, { headers: { range: `bytes=${file.length - 10}-` } });
    expect(open.headers.get('content-length')).toBe('10');
    const outside = await fetch(url, { headers: { range: `bytes=${file.length}-` } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${file.length}`);
    const head = await fetch(url, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length'), head.headers.get('content-type')]).toEqual([200, String(file.length), 'video/mp4']);
  });

  it('answers bytes the project already has with the existing item, whatever the name', async () => {
    const file = jpegFile('same bytes');
    const first = await uploadBase64(author, slug, 'photo.jpg', file);
    expect(first.status).toBe(201);
    const blobsBefore = blobCount();
    const again = await uploadMultipart(author, server.baseUrl, slug, 'Another name.JPEG', file);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ duplicate: true, url: first.body.url, filename: 'Another name.jpeg', item: { guid: first.body.item.guid, fileName: 'photo.jpg' } });
    expect(blobCount()).toBe(blobsBefore);

    // Another project is another library: the same bytes are a new item there.
    const other = await createProject(author, 'Other course');
    const elsewhere = await uploadBase64(author, other, 'photo.jpg', file);
    expect(elsewhere.body).toMatchObject({ duplicate: false });
    expect(elsewhere.body.item.guid).not.toBe(first.body.item.guid);
  });

  it('makes one item of the same bytes uploaded several times at once', async () => {
    const file = gifFile('raced');
    const blobsBefore = blobCount();
    const answers = await Promise.all(['a.gif', 'b.gif', 'c.gif', 'd.gif'].map((name) => uploadMultipart(author, server.baseUrl, slug, name, file)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.item.guid)).size).toBe(1);
    expect(blobCount()).toBe(blobsBefore + 1);
  });

  it('restores an archived item when its bytes are uploaded again', async () => {
    const file = pdfFile('handout');
    const first = await uploadBase64(author, slug, 'handout.pdf', file);
    const archived = await author.post(`/api/v1/media/project/${slug}/delete`, { mediaItemIds: [first.body.item.guid] });
    expect(archived.body).toEqual({ type: 'success', archived: [first.body.item.guid] });
    const listed = async () => (await author.get(`/api/v1/media/project/${slug}?mimeFilter=application/pdf`)).body.results.map((i: { guid: string }) => i.guid);
    expect(await listed()).toEqual([]);

    const again = await uploadBase64(author, slug, 'handout (2).pdf', file);
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ duplicate: false, url: first.body.url, item: { guid: first.body.item.guid } });
    expect(await listed()).toEqual([first.body.item.guid]);
  });

  it('refuses a file whose content is not what its name says, naming both types, and keeps nothing', async () => {
    const rowsBefore = await countRows(server, 'media_items');
    const blobsBefore = blobCount();
    const pdfAsPng = await uploadBase64(author, slug, 'chart.png', pdfFile('not a png'));
    expect(pdfAsPng.status).toBe(415);
    expect(pdfAsPng.body.message).toBe("The file's content (application/pdf) does not match its name: a .png file should be image/png");
    const htmlAsJpeg = await uploadMultipart(author, server.baseUrl, slug, 'cat.jpg', htmlFile('x'));
    expect(htmlAsJpeg.status).toBe(415);
    expect(htmlAsJpeg.body.message).toContain('(text)');
    const pngAsSvg = await uploadBase64(author, slug, 'icon.svg', pngFile('svg?'));
    expect(pngAsSvg.body.message).toContain('image/png');
    expect(pngAsSvg.body.message).toContain('image/svg+xml');
    const wavAsMp4 = await uploadMultipart(author, server.baseUrl, slug, 'talk.mp4', wavFile('x'));
    expect(wavAsMp4.body.message).toBe("The file's content (audio/wav) does not match its name: a .mp4 file should be video/mp4 or audio/mp4");
    const program = await uploadBase64(author, slug, 'setup.exe', Buffer.from('MZ\x90\x00'));
    expect(program).toMatchObject({ status: 415, body: { message: 'Files of type .exe cannot be added to the media library' } });
    const nameless = await uploadBase64(author, slug, 'README', Buffer.from('hello'));
    expect(nameless.status).toBe(415);
    const empty = await uploadMultipart(author, server.baseUrl, slug, 'empty.png', Buffer.alloc(0));
    expect(empty).toMatchObject({ status: 400, body: { message: 'The file is empty' } });
    expect(await countRows(server, 'media_items')).toBe(rowsBefore);
    expect(blobCount()).toBe(blobsBefore);
  });

  it('keeps SVG and HTML from running script on the site: attachments in a sandbox', async () => {
    const svg = await uploadBase64(author, slug, 'logo.svg', svgFile());
    expect(svg.body.item.mimeType).toBe('image/svg+xml');
    const html = await uploadBase64(author, slug, 'page.html', htmlFile());
    expect(html.body.item.mimeType).toBe('text/html');
    for (const url of [svg.body.url, html.body.url]) {
      const served = await fetch(server.baseUrl + url);
      expect(served.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(served.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect((await fetch(server.baseUrl + html.body.url)).headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('serves only the URL an item answers with', async () => {
    const { body } = await uploadBase64(author, slug, 'Café (1).png', pngFile('small'));
    const guid = body.item.guid;
    expect((await fetch(server.baseUrl + body.url)).headers.get('content-disposition')).toBe(
      `inline; filename="Caf_ (1).png"; filename*=UTF-8''Caf%C3%A9%20%281%29.png`,
    );
    expect((await fetch(`${server.baseUrl}/media/${slug}/${guid}.html`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/media/other-project/${guid}.png`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/media/${slug}/00000000-0000-0000-0000-000000000000.png`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/media/${slug}/..%2F..%2Fquire.sqlite`)).status).toBe(404);
  });

  it('refuses a base64 body over the JSON cap and a malformed one', async () => {
    const big = Buffer.alloc(4 * 1024 * 1024, 1);
    const tooBig = await uploadBase64(author, slug, 'big.png', Buffer.concat([pngFile(), big]));
    expect(tooBig.status).toBe(413);
    expect((await author.post(`/api/v1/media/project/${slug}`, { file: 'not base64!', name: 'a.png' })).status).toBe(400);
    expect((await author.post(`/api/v1/media/project/${slug}`, { name: 'a.png' })).status).toBe(400);
    expect((await author.post(`/api/v1/media/project/${slug}`, { file: 'AAAA', name: 'a.png', extra: 1 })).status).toBe(400);
  });

  it('stores a superactivity file in the project the body names', async () => {
    const wav = wavFile('superactivity');
    const response = await author.post('/api/v1/superactivity/media', {
      file: wav.toString('base64'),
      name: 'Beep.WAV',
      directory: 'webcontent/sounds',
      projectSlug: slug,
    });
    expect(response.status).toBe(201);
    expect(response.body.item).toMatchObject({ fileName: 'Beep.wav', mimeType: 'audio/wav', directory: 'webcontent/sounds' });
    const served = await fetch(server.baseUrl + response.body.url);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(wav);
    const escape = await author.post('/api/v1/superactivity/media', { file: wav.toString('base64'), name: 'a.wav', directory: '../../etc', projectSlug: slug });
    expect(escape.status).toBe(400);
    expect((await author.post('/api/v1/superactivity/media', { file: wav.toString('base64'), name: 'a.wav' })).status).toBe(400);
  });

  it('removes the partial file of an upload the client abandons', async () => {
    const before = filesUnder(server.mediaDir);
    const cookie = (author as unknown as { cookie: string }).cookie;
    const request = httpRequest(`${server.baseUrl}/api/v1/media/project/${slug}`, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': author.csrfToken as string, 'content-type': 'multipart/form-data; boundary=b' },
    });
    request.on('error', () => {});
    request.write('--b\r\nContent-Disposition: form-data; name="file"; filename="half.mp4"\r\n\r\n');
    request.write(mp4File(Buffer.alloc(5 * 1024 * 1024, 1)));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(filesUnder(join(server.mediaDir, 'tmp')).length).toBe(1);
    request.destroy();
    await expect.poll(() => filesUnder(server.mediaDir)).toEqual(before);
  });

  it('writes nothing to disk under the name the client sent', () => {
    for (const file of filesUnder(server.mediaDir)) expect(file.path).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}$/);
    expect(readFileSync(join(server.mediaDir, filesUnder(server.mediaDir)[0].path)).length).toBeGreaterThan(0);
  });
});
