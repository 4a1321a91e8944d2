import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../testing/test-database.js';
import { createItem, createProject, pageWith, paragraph, signedIn } from '../authoring/testing/signed-in.js';
import { mediaGuidsIn } from './media-references.js';
import { pdfFile, pngFile, startMediaTestServer, uploadBase64 } from './testing/start-media-test-server.js';

type Server = Awaited<ReturnType<typeof startMediaTestServer>>;
type Client = Awaited<ReturnType<typeof signedIn>>;

const GUID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('mediaGuidsIn', () => {
  it('finds media URLs, relative or absolute, in values and in JSON text', () => {
    const content = { model: [{ children: [{ href: `/media/chem-101/${GUID}.png` }, { src: `https://quire.example.org/media/chem-101/${GUID}.png` }] }] };
    expect([...mediaGuidsIn(content)]).toEqual([GUID]);
    expect([...mediaGuidsIn(JSON.stringify(content))]).toEqual([GUID]);
    expect(mediaGuidsIn({ href: `/media/${GUID}.png`, other: '/mediaX/a/b.png', text: 'media' }).size).toBe(0);
  });
});

describe.each(testDialects())('reference counts on %s', (dialect) => {
  let server: Server;
  let author: Client;
  let slug: string;
  let handout: { guid: string; url: string };
  beforeAll(async () => {
    server = await startMediaTestServer(dialect);
    author = await signedIn(server, 'Referrer');
    slug = await createProject(author, 'Referenced');
    handout = (await uploadBase64(author, slug, 'handout.pdf', pdfFile('handout'))).body.item;
    await uploadBase64(author, slug, 'unused.png', pngFile('unused'));
  });
  afterAll(() => server.close());

  const references = async () => {
    const { results } = (await author.get(`/api/v1/media/project/${slug}`)).body as { results: { guid: string; references: number }[] };
    return Object.fromEntries(results.map((item) => [item.guid === handout.guid ? 'handout' : 'unused', item.references]));
  };
  const linkTo = (url: string) => ({
    type: 'p',
    id: 'p1',
    children: [{ text: 'Read the ' }, { type: 'a', id: 'l1', href: url, linkType: 'media_library', children: [{ text: 'handout' }] }, { text: '' }],
  });
  const save = async (pageId: number, content: unknown) => {
    const response = await author.put(`/api/v1/project/${slug}/resource/${pageId}`, { update: { content } });
    if (response.status !== 200) throw new Error(`save: ${response.status} ${JSON.stringify(response.body)}`);
  };

  it('counts the revisions whose content points at an item', async () => {
    expect(await references()).toEqual({ handout: 0, unused: 0 });
    const page = await createItem(author, slug, 'Week 1');
    expect((await author.post(`/api/v1/project/${slug}/lock/${page.id}`)).body.type).toBe('acquired');
    await save(page.id, pageWith([linkTo(handout.url)]));
    expect(await references()).toEqual({ handout: 1, unused: 0 });

    // A rename writes a revision with the same content: it points at the file too.
    expect((await author.put(`/api/v1/projects/${slug}/curriculum/${page.id}`, { title: 'Week one' })).status).toBe(200);
    expect(await references()).toEqual({ handout: 2, unused: 0 });

    // A revision without the link does not count; the earlier ones still do.
    await save(page.id, pageWith([paragraph('No more handout')]));
    expect(await references()).toEqual({ handout: 2, unused: 0 });

    // Several links to one file in one revision count once; absolute URLs count.
    await save(page.id, pageWith([linkTo(handout.url), { ...linkTo(`http://127.0.0.1${handout.url}`), id: 'p2' }]));
    expect(await references()).toEqual({ handout: 3, unused: 0 });
  });
});
