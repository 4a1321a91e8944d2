import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';
import { projectWithMembers, signedIn } from './testing/signed-in.js';
import { testActivityPlugin } from './testing/test-activity-plugin.js';

type Client = Awaited<ReturnType<typeof signedIn>>;

describe.each(testDialects())('the activity bank on %s', (dialect) => {
  let server: TestServer;
  let owner: Client;
  let author: Client;
  let stranger: Client;
  let slug: string;
  let tags: Record<string, number>;
  let objectiveId: number;
  const bank = (logic: unknown, paging: unknown = { offset: 0, limit: 5 }, client: Client = author) =>
    client.post(`/api/v1/bank/project/${slug}`, { logic, paging });
  const titles = (answer: { body: { queryResult: { rows: { title: string }[] } } }) => answer.body.queryResult.rows.map((row) => row.title);

  // The test type's stem is a plain string; its choices are text the learner reads, and searched.
  async function banked(title: string, stem: string, tagIds: number[] = [], objectives: number[] = [], choice = 'Mitochondria'): Promise<number> {
    const created = await author.post(`/api/v1/project/${slug}/activity/test-quiz`, {
      model: { stem, choices: [{ id: 'a', text: choice }], authoring: { parts: [{ id: '1' }] } },
      objectives: { '1': objectives },
      tags: tagIds,
      scope: 'banked',
      title,
    });
    expect(created.status).toBe(201);
    return created.body.resourceId as number;
  }

  beforeAll(async () => {
    server = await startTestServer(dialect, { extraPlugins: [testActivityPlugin] });
    ({ owner, author, stranger, slug } = await projectWithMembers(server, 'Biology bank'));
    tags = {};
    for (const title of ['cells', 'energy']) tags[title] = (await author.post(`/api/v1/tags/project/${slug}`, { title })).body.tag.id;
    objectiveId = (await author.post(`/api/v1/objectives/project/${slug}`, { title: 'Describe organelles' })).body.resourceId;
    for (let n = 1; n <= 7; n++) await banked(`Question ${n}`, `Which organelle makes energy? (${n})`, n % 2 === 0 ? [tags.cells] : [tags.energy]);
    await banked('Photosynthesis', 'Where does photosynthesis happen?', [tags.cells, tags.energy], [objectiveId], 'In the chloroplast');
    // Neither an embedded activity nor another project's banked one is in the bank.
    await author.post(`/api/v1/project/${slug}/activity/test-quiz`, { model: { stem: 'Embedded' }, objectives: {}, scope: 'embedded', title: 'Embedded one' });
    const other = await projectWithMembers(server, 'Other bank');
    await other.owner.post(`/api/v1/project/${other.slug}/activity/test-quiz`, { model: { stem: 'Elsewhere' }, objectives: {}, scope: 'banked', title: 'Elsewhere' });
  });
  afterAll(() => server.close());

  it('answers a page of banked activities, newest first, with how many there are in all', async () => {
    const first = await bank(null);
    expect(first.status).toBe(200);
    expect(first.body.result).toBe('success');
    expect(first.body.queryResult.totalCount).toBe(8);
    expect(titles(first)).toEqual(['Photosynthesis', 'Question 7', 'Question 6', 'Question 5', 'Question 4']);
    expect(first.body.queryResult.rows[0]).toMatchObject({
      slug: 'photosynthesis',
      content: { stem: 'Where does photosynthesis happen?', authoring: { parts: [{ id: '1' }] } },
      objectives: { '1': [objectiveId] },
      tags: [tags.cells, tags.energy],
      activity_type: 'test-quiz',
      activity_type_id: server.services.activityRegistrations.idOf('test-quiz'),
      revision_number: 1,
    });
    const second = await bank({ conditions: null }, { offset: 5, limit: 5 });
    expect(titles(second)).toEqual(['Question 3', 'Question 2', 'Question 1']);
    expect(second.body.queryResult.totalCount).toBe(8);
  });

  it('filters by tags, objectives, type and text, alone and together, leaving out empty filters', async () => {
    const cells = await bank({ conditions: { fact: 'tags', operator: 'contains', value: [tags.cells] } }, { offset: 0, limit: 100 });
    expect(titles(cells)).toEqual(['Photosynthesis', 'Question 6', 'Question 4', 'Question 2']);
    const pastTheEnd = await bank({ conditions: { fact: 'tags', operator: 'contains', value: [tags.cells] } }, { offset: 10, limit: 5 });
    expect(pastTheEnd.body.queryResult).toEqual({ rows: [], totalCount: 4 });
    const secondPage = await bank({ conditions: { fact: 'tags', operator: 'contains', value: [tags.cells] } }, { offset: 2, limit: 2 });
    expect({ titles: titles(secondPage), total: secondPage.body.queryResult.totalCount }).toEqual({ titles: ['Question 4', 'Question 2'], total: 4 });
    const both = await bank({
      conditions: {
        operator: 'all',
        children: [
          { fact: 'tags', operator: 'equals', value: [tags.energy, tags.cells] },
          { fact: 'objectives', operator: 'contains', value: [objectiveId] },
          { fact: 'type', operator: 'contains', value: [server.services.activityRegistrations.idOf('test-quiz')] },
          { fact: 'text', operator: 'contains', value: '' },
          { fact: 'tags', operator: 'contains', value: [] },
        ],
      },
    });
    expect(titles(both)).toEqual(['Photosynthesis']);
    // Full text: words of the title and the choices by their beginnings, folding case and accents.
    const text = await bank({ conditions: { fact: 'text', operator: 'contains', value: 'PHOTOSYNTH chloro' } });
    expect(titles(text)).toEqual(['Photosynthesis']);
    const choices = await bank({ conditions: { fact: 'text', operator: 'contains', value: 'mitochondria' } });
    expect(choices.body.queryResult.totalCount).toBe(7);
    const not = await bank({ conditions: { fact: 'text', operator: 'does_not_contain', value: 'mito' } });
    expect(titles(not)).toEqual(['Photosynthesis']);
  });

  it('keeps the index in step with each save', async () => {
    const id = await banked('Respiration', 'Where is ATP made?');
    const search = { conditions: { fact: 'text', operator: 'contains', value: 'glycolysis' } };
    expect((await bank(search)).body.queryResult.totalCount).toBe(0);
    expect((await author.post(`/api/v1/project/${slug}/lock/${id}`, {})).body.type).toBe('acquired');
    const saved = await author.put(`/api/v1/storage/project/${slug}/resource/${id}?lock=${id}`, {
      title: 'Glycolysis',
      content: { stem: 'Name the first step.', choices: [{ id: 'a', text: 'Glucose splitting' }] },
      tags: [tags.energy],
      releaseLock: true,
    });
    expect(saved.status).toBe(200);
    expect(titles(await bank(search))).toEqual(['Glycolysis']);
    expect((await bank({ conditions: { fact: 'text', operator: 'contains', value: 'glucose' } })).body.queryResult.totalCount).toBe(1);
    expect((await bank({ conditions: { fact: 'text', operator: 'contains', value: 'respiration' } })).body.queryResult.totalCount).toBe(0);
    expect(titles(await bank({ conditions: { fact: 'tags', operator: 'equals', value: [tags.energy] } }, { offset: 0, limit: 1 }))).toEqual(['Glycolysis']);
    await author.post(`/api/v1/project/${slug}/delete/activity/bulk`, { resourceIds: [id] });
    expect((await bank(search)).body.queryResult.totalCount).toBe(0);
  });

  it('answers 400 with the path of bad logic, and refuses objects where ids or text belong', async () => {
    const wrongValue = await bank({ conditions: { operator: 'all', children: [{ fact: 'tags', operator: 'contains', value: 'cells' }] } });
    expect(wrongValue).toMatchObject({ status: 400, body: { message: "logic.conditions.children.0.value: A 'tags' filter needs a list of ids" } });
    const smuggled = await bank({ conditions: { fact: 'text', operator: 'contains', value: { $gt: '' } } });
    expect(smuggled).toMatchObject({ status: 400, body: { message: 'logic.conditions.value: A text filter needs text' } });
    const inList = await bank({ conditions: { fact: 'objectives', operator: 'contains', value: [1, { toString: 'x' }] } });
    expect(inList.body.message).toMatch(/^logic\.conditions\.value\.1: /);
    expect((await bank({ conditions: { fact: 'mood', operator: 'contains', value: 'x' } })).body.message).toMatch(/^logic\.conditions\.fact: /);
    expect((await bank({ where: 'x' })).body.message).toMatch(/^logic\.where: /);
    expect((await bank(null, { offset: 0, limit: 1000 })).status).toBe(400);
    expect((await bank(null, { offset: -1, limit: 5 })).status).toBe(400);
  });

  it('is for the project’s members only', async () => {
    expect((await bank(null, undefined, owner)).status).toBe(200);
    expect((await bank(null, undefined, stranger)).status).toBe(403);
    const anonymous = server.client();
    expect((await anonymous.post(`/api/v1/bank/project/${slug}`, { logic: null, paging: { offset: 0, limit: 5 } })).status).toBe(401);
  });

  it('duplicates an activity as "Copy of …" with the same objectives and tags, into the bank', async () => {
    const original = (await bank({ conditions: { fact: 'objectives', operator: 'contains', value: [objectiveId] } })).body.queryResult.rows[0];
    const copy = await author.post(`/api/v1/project/${slug}/activity/${original.activity_type}`, {
      model: original.content,
      title: `Copy of ${original.title}`,
      objectives: original.objectives,
      objective_map: original.objectives,
      tags: original.tags,
      scope: 'banked',
    });
    expect(copy.status).toBe(201);
    const copies = await bank({ conditions: { fact: 'text', operator: 'equals', value: 'copy of photosynthesis' } });
    expect(copies.body.queryResult.rows).toEqual([
      expect.objectContaining({ resource_id: copy.body.resourceId, title: 'Copy of Photosynthesis', objectives: original.objectives, tags: original.tags, content: original.content }),
    ]);
    await author.post(`/api/v1/project/${slug}/delete/activity/bulk`, { resourceIds: [copy.body.resourceId] });
  });

  it('deletes a banked activity from the bank but not from publications, refused while another author edits it, and undoes by re-creating it', async () => {
    const id = await banked('Osmosis', 'What moves across the membrane?', [tags.cells]);
    expect((await owner.post(`/api/v1/project/${slug}/publish`)).status).toBe(201);
    const published = await server.services.db('publication_resources').where({ resource_id: id }).count({ n: '*' }).first();
    expect(Number(published?.n)).toBe(1);

    expect((await owner.post(`/api/v1/project/${slug}/lock/${id}`, {})).body.type).toBe('acquired');
    const refused = await author.delete(`/api/v1/storage/project/${slug}/resource/${id}?lock=${id}`);
    expect(refused.status).toBe(423);
    expect((await bank({ conditions: { fact: 'text', operator: 'contains', value: 'osmosis' } })).body.queryResult.totalCount).toBe(1);
    await owner.delete(`/api/v1/project/${slug}/lock/${id}`);

    expect((await author.post(`/api/v1/project/${slug}/lock/${id}?fetch_revision=true`, {})).body.type).toBe('acquired');
    const removed = await author.delete(`/api/v1/storage/project/${slug}/resource/${id}?lock=${id}`);
    expect(removed.status).toBe(200);
    expect((await bank({ conditions: { fact: 'text', operator: 'contains', value: 'osmosis' } })).body.queryResult.totalCount).toBe(0);
    // Still in the publication that holds it; the next one leaves it out.
    const stillPublished = await server.services.db('publication_resources').where({ resource_id: id }).count({ n: '*' }).first();
    expect(Number(stillPublished?.n)).toBe(1);
    const next = await owner.post(`/api/v1/project/${slug}/publish`);
    expect(next.status).toBe(201);
    const inNext = await server.services.db('publication_resources').where({ resource_id: id, publication_id: next.body.publicationId }).first();
    expect(inNext).toBeUndefined();

    // Undo re-creates it from what the bank showed.
    const undone = await author.post(`/api/v1/project/${slug}/activity/test-quiz`, {
      model: { stem: 'What moves across the membrane?', choices: [{ id: 'a', text: 'Mitochondria' }], authoring: { parts: [{ id: '1' }] } },
      title: 'Osmosis',
      objectives: { '1': [] },
      tags: [tags.cells],
      scope: 'banked',
    });
    expect(undone.status).toBe(201);
    expect(titles(await bank({ conditions: { fact: 'text', operator: 'contains', value: 'osmosis' } }))).toEqual(['Osmosis']);
  });
});
