import fc from 'fast-check';
import type { SearchCondition, SearchLogic } from '@quire/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logicCandidate } from '../delivery-api/activity-logic-candidate.js';
import { matchesLogic } from '../delivery-api/activity-logic.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';
import { createProject, signedIn } from './testing/signed-in.js';
import { testActivityPlugin } from './testing/test-activity-plugin.js';

type Client = Awaited<ReturnType<typeof signedIn>>;

// Words that share beginnings, accents and case, so prefixes and folding are exercised.
const VOCABULARY = ['cell', 'cellular', 'Cells', 'energy', 'énergie', 'ENERGIE', 'mito', 'mitochondria', 'atom', 'atomic', 'bond', 'x2', '42'];
const SEARCHES = ['cell', 'cel', 'cells', 'ener', 'énergie', 'mito chondria', 'mitochondria cell', 'atom bond', 'x', '4', '42', 'zzz', '', '  ', '?!'];
const TAGS = 6;
const OBJECTIVES = 6;
const UNKNOWN_ID = 999_999;

const phrase = fc.array(fc.constantFrom(...VOCABULARY), { minLength: 0, maxLength: 4 }).map((words) => words.join(' '));

interface BankSpec {
  activities: { title: string; stem: string; choice: string; hidden: boolean; tags: number[]; objectives: number[] }[];
  deletions: number[];
  edits: { index: number; title: string; tags: number[] }[];
}

const bankSpec: fc.Arbitrary<BankSpec> = fc.record({
  activities: fc.array(
    fc.record({
      title: phrase.map((words) => words || 'Untitled'),
      stem: phrase,
      choice: phrase,
      hidden: fc.boolean(),
      tags: fc.subarray([...Array(TAGS).keys()]),
      objectives: fc.subarray([...Array(OBJECTIVES).keys()]),
    }),
    { minLength: 1, maxLength: 30 },
  ),
  deletions: fc.array(fc.nat(29), { maxLength: 3 }),
  edits: fc.array(fc.record({ index: fc.nat(29), title: phrase.map((words) => words || 'Edited'), tags: fc.subarray([...Array(TAGS).keys()]) }), {
    maxLength: 2,
  }),
});

/** Logic over id positions (resolved to the project's ids later) and the vocabulary. */
function logicArbitrary(): fc.Arbitrary<SearchLogic> {
  const operator = fc.constantFrom('contains', 'does_not_contain', 'equals', 'does_not_equal' as const);
  const positions = (count: number) => fc.subarray([...Array(count).keys(), -1], { maxLength: 3 });
  const expression: fc.Arbitrary<SearchCondition> = fc.oneof(
    fc.record({ fact: fc.constant('text' as const), operator, value: fc.constantFrom(...SEARCHES) }),
    fc.record({ fact: fc.constant('tags' as const), operator, value: positions(TAGS) }),
    fc.record({ fact: fc.constant('objectives' as const), operator, value: positions(OBJECTIVES) }),
    fc.record({ fact: fc.constant('type' as const), operator, value: positions(2) }),
  );
  const { tree } = fc.letrec<{ tree: SearchCondition }>((tie) => ({
    tree: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      expression,
      fc.record({ operator: fc.constantFrom('all', 'any' as const), children: fc.array(tie('tree'), { maxLength: 3 }) }),
    ),
  }));
  return fc.oneof(fc.constant(null), tree);
}

describe.each(testDialects())('the bank query on %s', (dialect) => {
  let server: TestServer;
  let author: Client;
  beforeAll(async () => {
    server = await startTestServer(dialect, { extraPlugins: [testActivityPlugin] });
    author = await signedIn(server, 'Propertyauthor');
  });
  afterAll(() => server.close());

  /** A project holding the bank: its activities created, edited and deleted through the routes. */
  async function buildBank(spec: BankSpec) {
    const slug = await createProject(author, 'Bank property');
    await server.services.db('projects').where({ slug }).update({ enabled_activity_types: JSON.stringify(['test-hidden']) });
    const tagIds: number[] = [];
    for (let i = 0; i < TAGS; i++) tagIds.push((await author.post(`/api/v1/tags/project/${slug}`, { title: `tag ${i}` })).body.tag.id);
    const objectiveIds: number[] = [];
    for (let i = 0; i < OBJECTIVES; i++) objectiveIds.push((await author.post(`/api/v1/objectives/project/${slug}`, { title: `objective ${i}` })).body.resourceId);
    const created = await author.post(`/api/v1/project/${slug}/create/activity/bulk`, {
      scope: 'banked',
      bulkData: spec.activities.map((activity) => ({
        title: activity.title,
        activityTypeSlug: activity.hidden ? 'test-hidden' : 'test-quiz',
        content: { stem: activity.stem, choices: [{ id: 'a', text: activity.choice }], authoring: { parts: [{ id: '1' }] } },
        objectives: { '1': activity.objectives.map((index) => objectiveIds[index]) },
        tags: activity.tags.map((index) => tagIds[index]),
      })),
    });
    expect(created.status).toBe(201);
    const ids = (created.body.revisions as { resourceId: number }[]).map((revision) => revision.resourceId);
    for (const edit of spec.edits) {
      const id = ids[edit.index % ids.length];
      expect((await author.post(`/api/v1/project/${slug}/lock/${id}`, {})).body.type).toBe('acquired');
      const saved = await author.put(`/api/v1/storage/project/${slug}/resource/${id}?lock=${id}`, {
        title: edit.title,
        tags: edit.tags.map((index) => tagIds[index]),
        releaseLock: true,
      });
      expect(saved.status).toBe(200);
    }
    const deleted = [...new Set(spec.deletions.map((index) => ids[index % ids.length]))];
    if (deleted.length > 0) expect((await author.post(`/api/v1/project/${slug}/delete/activity/bulk`, { resourceIds: deleted })).status).toBe(200);
    const registrations = server.services.activityRegistrations;
    const typeIds = [registrations.idOf('test-quiz') as number, registrations.idOf('test-hidden') as number];
    const rows = (await server.services
      .db('resources')
      .join('revisions', 'revisions.id', 'resources.current_revision_id')
      .whereIn('resources.id', ids)
      .whereNull('resources.deleted_at')
      .select('resources.id as resourceId', 'resources.activity_type as type', 'revisions.title', 'revisions.content', 'revisions.objectives', 'revisions.tags')) as {
      resourceId: number;
      type: string;
      title: string;
      content: string;
      objectives: string;
      tags: string;
    }[];
    const candidates = rows.map((row) => logicCandidate(row, registrations.idOf(row.type) ?? null));
    return { slug, candidates, ids: { tags: tagIds, objectives: objectiveIds, type: typeIds } };
  }

  function resolved(condition: SearchCondition, ids: Record<'tags' | 'objectives' | 'type', number[]>): SearchCondition {
    if ('children' in condition) return { operator: condition.operator, children: condition.children.map((child) => resolved(child, ids)) };
    if (condition.fact === 'text') return condition;
    const positions = condition.value as number[];
    return { ...condition, value: positions.map((position) => (position < 0 ? UNKNOWN_ID : ids[condition.fact as 'tags' | 'objectives' | 'type'][position])) };
  }

  it('finds exactly what the in-memory filter of page selections finds, for random banks and random logic', async () => {
    await fc.assert(
      fc.asyncProperty(bankSpec, fc.array(logicArbitrary(), { minLength: 10, maxLength: 10 }), async (spec, logics) => {
        const bank = await buildBank(spec);
        for (const shape of logics) {
          const conditions = shape === null ? null : resolved(shape, bank.ids);
          const expected = bank.candidates
            .filter((candidate) => matchesLogic(candidate, { conditions }))
            .map((candidate) => candidate.id)
            .sort((a, b) => b - a);
          const answer = await author.post(`/api/v1/bank/project/${bank.slug}`, { logic: { conditions }, paging: { offset: 0, limit: 100 } });
          expect(answer.status, JSON.stringify(answer.body)).toBe(200);
          const found = (answer.body.queryResult.rows as { resource_id: number }[]).map((row) => row.resource_id);
          expect({ conditions, found, totalCount: answer.body.queryResult.totalCount }).toEqual({ conditions, found: expected, totalCount: expected.length });
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
