import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCourse, enrolledUser, signedInUser } from '../delivery-api/testing/signed-in-user.js';
import { testDialects } from '../testing/test-database.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

/** The bibliography plugin from the plugin list the server loads: its routes (spec authoring §7), its save check, and its References on delivered pages. */
const record = (id: string, family: string, year: number, title: string) => ({ id, type: 'book', title, author: [{ family, given: 'Ann' }], issued: { 'date-parts': [[year]] }, publisher: 'Academic Press' });

const THREE_BIBTEX = `
@article{zeller2020, author = {Zeller, Andreas and M{\\"u}ller, J{\\"o}rg}, title = {Debugging {Things}}, journal = {Software Journal}, year = {2020}, volume = {12}, pages = {1--20}}
@book{adams1999, author = {Adams, Douglas}, title = {The Salmon of Doubt}, publisher = {Macmillan}, year = {1999}}
@misc{brown2021, author = {Brown, Carol}, title = {Notes on {LaTeX}}, year = {2021}, url = {https://example.org/notes}}
`;

describe.each(testDialects())('the bibliography (bibliography plugin) on %s', (dialect) => {
  let server: TestServer;
  let course: Awaited<ReturnType<typeof buildCourse>>;
  let bibs: string;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    course = await buildCourse(server);
    bibs = `/api/v1/bibs/project/${course.project.slug}`;
  });
  afterAll(() => server.close());

  /** Saves the lesson page with these paragraphs' children under its author's lock. */
  const savePage = async (children: unknown[], extra: Record<string, unknown> = {}) => {
    const { client } = course.author;
    await client.post(`/api/v1/project/${course.project.slug}/lock/${course.lesson.resourceId}`);
    const content = { model: [{ type: 'content', id: 'c1', children: [{ type: 'p', id: 'p1', children }] }] };
    return client.put(`/api/v1/project/${course.project.slug}/resource/${course.lesson.resourceId}`, { update: { content }, ...extra });
  };
  const cite = (bibref: number, id = `cite-${bibref}`) => ({ type: 'cite', id, bibref, children: [{ text: '' }] });

  it('is for members of the project only', async () => {
    expect(await course.author.client.get(bibs)).toMatchObject({ status: 200, body: { result: 'success', rows: [] } });
    const stranger = await signedInUser(server);
    expect(await stranger.client.get(bibs)).toMatchObject({ status: 403, body: { message: 'You are not an author of this project' } });
    expect(await stranger.client.post(bibs, { content: { data: [record('x', 'X', 2000, 'X')] } })).toMatchObject({ status: 403 });
    expect(await server.client().get(bibs)).toMatchObject({ status: 401 });
    expect(await course.author.client.get('/api/v1/bibs/project/no-such-project')).toMatchObject({ status: 404, body: { message: 'Project not found' } });
  });

  it('adds an entry from CSL JSON, formatted in APA, and refuses records the schema does not take, field by field', async () => {
    const added = await course.author.client.post(bibs, { content: { data: [{ ...record('orwell', 'Orwell', 1949, 'Nineteen eighty-four'), shoeSize: 44 }] } });
    expect(added.status).toBe(201);
    const [row] = added.body.rows;
    expect(row).toMatchObject({ title: 'Nineteen eighty-four', slug: 'nineteen-eighty-four', citation: '(Orwell, 1949)' });
    expect(row.content.data[0]).not.toHaveProperty('shoeSize');
    expect(row.text).toBe('Orwell, A. (1949). Nineteen eighty-four. Academic Press.');
    expect(row.formatted).toContain('<i>Nineteen eighty-four</i>');

    const refused = await course.author.client.post(bibs, { content: { data: [{ id: 'bad', type: 'novel', author: 'Somebody' }] } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual(expect.arrayContaining([expect.stringMatching(/^\[0\]\.type: /), expect.stringMatching(/^\[0\]\.author: /)]));
    expect(await course.author.client.post(bibs, { content: { data: [] } })).toMatchObject({ status: 400 });
    expect(await course.author.client.post(bibs, { content: { data: [record('a', 'A', 2000, 'A')] }, script: 1 })).toMatchObject({ status: 400, body: { message: "Unknown field 'script': send title, content, note" } });
  });

  it('imports pasted BibTeX, every entry of it, and lists entries alphabetically, ten to a page', async () => {
    const imported = await course.author.client.post(`${bibs}/import`, { text: THREE_BIBTEX });
    expect(imported).toMatchObject({ status: 201, body: { count: 3 } });
    const all = await course.author.client.get(bibs);
    expect(all.body.rows.map((row: { text: string }) => row.text.split(' ')[0])).toEqual(['Adams,', 'Brown,', 'Orwell,', 'Zeller,']);
    const page = await course.author.client.post(`${bibs}/retrieve`, { paging: { offset: 1, limit: 2 } });
    expect(page).toMatchObject({ status: 200, body: { result: 'success', totalCount: 4 } });
    expect(page.body.rows.map((row: { title: string }) => row.title)).toEqual(['Notes on LaTeX', 'Nineteen eighty-four']);
    expect(await course.author.client.post(`${bibs}/retrieve`, { paging: { offset: 0, limit: 101 } })).toMatchObject({ status: 400 });
    const malformed = await course.author.client.post(`${bibs}/import`, { text: '@article{broken, title = {No end' });
    expect(malformed.status).toBe(400);
    expect((await course.author.client.get(bibs)).body.rows).toHaveLength(4);
  });

  it('keeps a page from citing entries the project does not have, naming them, and saves one that cites its own', async () => {
    const [adams] = (await course.author.client.get(bibs)).body.rows;
    const refused = await savePage([{ text: 'As ' }, cite(adams.id), cite(987654)]);
    expect(refused).toMatchObject({ status: 400, body: { message: 'The page cites bibliography entries this project does not have: 987654' } });
    const listedOnly = await savePage([{ text: 'Nothing cited' }], { bibrefs: [123456] });
    expect(listedOnly).toMatchObject({ status: 400, body: { message: 'The page cites bibliography entries this project does not have: 123456' } });
    expect((await savePage([{ text: 'As ' }, cite(adams.id), { text: ' says.' }], { bibrefs: [adams.id] })).status).toBe(200);
  });

  it('refuses to delete an entry a page cites, naming the page, and deletes it once no page does', async () => {
    const rows = (await course.author.client.get(bibs)).body.rows;
    const [adams, brown] = rows;
    const refused = await course.author.client.delete(`${bibs}/entry/${adams.id}`);
    expect(refused).toMatchObject({ status: 409, body: { message: "This entry is cited on the page 'Lesson': remove the citations first", pages: [{ title: 'Lesson' }] } });
    expect(await course.author.client.delete(`${bibs}/entry/${brown.id}`)).toMatchObject({ status: 200 });
    expect((await course.author.client.get(bibs)).body.rows.map((row: { id: number }) => row.id)).not.toContain(brown.id);
    expect(await course.author.client.delete(`${bibs}/entry/${brown.id}`)).toMatchObject({ status: 404 });
  });

  it('gives learners the citations and References of the publication, and previews the current entries', async () => {
    const rows: { title: string; id: number; content: { data: Record<string, unknown>[] } }[] = (await course.author.client.get(bibs)).body.rows;
    const adams = rows.find((row) => row.title === 'The Salmon of Doubt')!;
    const zeller = rows.find((row) => row.title === 'Debugging Things')!;
    expect((await savePage([cite(zeller.id), { text: ' and ' }, cite(adams.id)])).status).toBe(200);
    expect((await course.author.client.post(`/api/v1/project/${course.project.slug}/publish`)).status).toBe(201);
    const section = await course.author.client.post('/api/v1/sections', { projectSlug: course.project.slug, title: 'Cited term' });
    const learner = await enrolledUser(server, section.body.sectionSlug);
    const read = () => learner.client.get(`/api/v1/storage/course/${section.body.sectionSlug}/resource/${course.lesson.resourceId}`);
    const delivered = await read();
    expect(delivered.status).toBe(200);
    const references = delivered.body.pageData.bibliography;
    expect(references.references.map((item: { id: string }) => item.id)).toEqual([`ref-${adams.id}`, `ref-${zeller.id}`]);
    expect(references.citations[String(zeller.id)]).toEqual({ text: '(Zeller & Müller, 2020)', referenceId: `ref-${zeller.id}` });
    expect(references.references[1].text).toBe('Zeller, A., & Müller, J. (2020). Debugging Things. Software Journal, 12, 1–20.');

    // An edit after publishing shows in a preview, not to the learners of the publication.
    const edited = await course.author.client.put(`${bibs}/entry/${adams.id}`, { content: { data: [{ ...adams.content.data[0], title: 'The Salmon of Doubt, revised' }] } });
    expect(edited).toMatchObject({ status: 200, body: { rows: [{ title: 'The Salmon of Doubt, revised' }] } });
    expect((await read()).body.pageData.bibliography.references[0].text).toContain('The Salmon of Doubt.');
    const preview = await course.author.client.get(`/api/v1/storage/course/${section.body.sectionSlug}/resource/${course.lesson.resourceId}?mode=preview`);
    expect(preview.body.pageData.bibliography.references[0].text).toContain('The Salmon of Doubt, revised');
    // Learners read entries only through their pages.
    expect(await learner.client.get(bibs)).toMatchObject({ status: 403 });
  });
});
