import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageItem, SearchCondition } from '@quire/core';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';
import type { LogicCandidate } from './activity-logic.js';
import { drawSelections, pageSelections, selectionSeed, type PageSelection } from './selection-draws.js';
import { activityContent, addResource, createProject, enrolledUser, signedInUser } from './testing/signed-in-user.js';

const activity = (id: number, tagIds: number[] = []): LogicCandidate => ({ id, title: `Q${id}`, text: '', objectiveIds: [], tagIds, activityTypeId: null });
const everything = (id: string, count: number): PageSelection => ({ id, count, logic: { conditions: null } });
const pool = [1, 2, 3, 4, 5, 6].map((id) => activity(id, id % 2 === 0 ? [20] : []));

describe('pageSelections', () => {
  it('finds selections in page order, nested ones too, and skips malformed ones and repeated ids', () => {
    const page = {
      model: [
        { type: 'selection', id: 'a', count: 2, logic: { conditions: null } },
        { type: 'group', id: 'g', purpose: 'none', children: [{ type: 'selection', id: 'b', count: 1, logic: { conditions: { fact: 'tags', operator: 'contains', value: [3] } } }] },
        { type: 'selection', id: 'bad', count: 0, logic: { conditions: null } },
        { type: 'selection', id: 'worse', count: 1, logic: { conditions: { fact: 'tags', operator: 'contains', value: 'x' } } },
        { type: 'selection', id: 'a', count: 5, logic: { conditions: null } },
        { type: 'content', id: 'c', children: [{ type: 'selection', id: 'inside-text', count: 1, logic: { conditions: null } }] },
      ],
    };
    expect(pageSelections(page)).toEqual([
      { id: 'a', count: 2, logic: { conditions: null } },
      { id: 'b', count: 1, logic: { conditions: { fact: 'tags', operator: 'contains', value: [3] } } },
    ]);
    expect(pageSelections(null)).toEqual([]);
  });
});

describe('drawSelections', () => {
  it('draws count distinct matching activities, the same for the same attempt whatever the candidates’ order', () => {
    const [draw] = drawSelections([{ id: 's', count: 2, logic: { conditions: { fact: 'tags', operator: 'contains', value: [20] } } }], pool, [], 'attempt-1');
    expect(draw.selectionId).toBe('s');
    expect(draw.activityIds).toHaveLength(2);
    expect(new Set(draw.activityIds).size).toBe(2);
    for (const id of draw.activityIds) expect([2, 4, 6]).toContain(id);
    expect(drawSelections([{ id: 's', count: 2, logic: { conditions: { fact: 'tags', operator: 'contains', value: [20] } } }], [...pool].reverse(), [], 'attempt-1')).toEqual([draw]);
  });

  it('draws differently for other attempts and other selections, and reaches every activity', () => {
    const draws = Array.from({ length: 30 }, (_, i) => drawSelections([everything('s', 1)], pool, [], `attempt-${i}`)[0].activityIds[0]);
    expect(new Set(draws)).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(selectionSeed('attempt-1', 's')).toBe(selectionSeed('attempt-1', 's'));
    expect(selectionSeed('attempt-1', 's')).not.toBe(selectionSeed('attempt-1', 't'));
    expect(selectionSeed('attempt-1', 's')).not.toBe(selectionSeed('attempt-2', 's'));
  });

  it('leaves out excluded activities and those an earlier selection drew, and draws what there is when too few match', () => {
    const draws = drawSelections([everything('first', 2), everything('second', 10), everything('third', 1)], pool, [5], 'attempt-1');
    expect(draws.map((draw) => draw.activityIds.length)).toEqual([2, 3, 0]);
    const all = draws.flatMap((draw) => draw.activityIds);
    expect(new Set(all)).toEqual(new Set([1, 2, 3, 4, 6]));
    expect(draws[2]).toEqual({ selectionId: 'third', activityIds: [] });
  });
});

describe.each(testDialects())('selections by activity type on %s', (dialect) => {
  let server: TestServer;
  let sectionSlug: string;
  let author: Awaited<ReturnType<typeof signedInUser>>;
  let projectSlug: string;
  let projectId: number;
  const activities: Record<string, number[]> = {};
  beforeAll(async () => {
    server = await startTestServer(dialect);
    const { db } = server.services;
    author = await signedInUser(server, { name: 'Author' });
    ({ id: projectId, slug: projectSlug } = await createProject(db, author.id));
    for (const [type, titles] of Object.entries({
      oli_multiple_choice: ['Membrane', 'Nucleus', 'Ribosome'],
      oli_check_all_that_apply: ['Organelles'],
      oli_short_answer: ['Name it'],
    })) {
      activities[type] = [];
      for (const title of titles) {
        activities[type].push((await addResource(db, projectId, { kind: 'activity', title, content: activityContent(title), activityType: type, scope: 'banked' })).resourceId);
      }
    }
  });
  afterAll(() => server.close());

  const typeIds = async () => {
    const answer = await author.client.get(`/api/v1/projects/${projectSlug}/activity-types`);
    return new Map((answer.body.types as { id: number; slug: string }[]).map((type) => [type.slug, type.id]));
  };

  /** Publishes a page with one selection of ten by `conditions` and draws it as a new learner. */
  const drawn = async (conditions: SearchCondition) => {
    const page = { type: 'selection', id: 'by-type', count: 10, logic: { conditions } } as PageItem;
    const { resourceId } = await addResource(server.services.db, projectId, { kind: 'page', title: 'By type', content: JSON.stringify({ model: [page] }) });
    expect((await author.client.post(`/api/v1/project/${projectSlug}/publish`)).status).toBe(201);
    if (!sectionSlug) {
      const created = await author.client.post('/api/v1/sections', { projectSlug, title: 'Types' });
      expect(created.status).toBe(201);
      sectionSlug = created.body.sectionSlug as string;
    } else {
      expect((await author.client.put(`/api/v1/sections/${sectionSlug}/publication`)).status).toBe(200);
    }
    const learner = await enrolledUser(server, sectionSlug);
    const visit = await learner.client.post(`/api/v1/sections/${sectionSlug}/resource/${resourceId}/attempt`);
    expect(visit.status).toBe(201);
    const [selection] = visit.body.selections as { selectionId: string; activityIds: number[] }[];
    return [...selection.activityIds].sort((a, b) => a - b);
  };

  it('draws only multiple-choice activities for `type contains` the multiple-choice id', async () => {
    const multipleChoice = (await typeIds()).get('oli_multiple_choice')!;
    expect(await drawn({ fact: 'type', operator: 'contains', value: [multipleChoice] })).toEqual(activities.oli_multiple_choice);
  });

  it('draws by `equals`, `does_not_contain` and a list of several types', async () => {
    const ids = await typeIds();
    const [choice, checkAll, shortAnswer] = ['oli_multiple_choice', 'oli_check_all_that_apply', 'oli_short_answer'].map((slug) => ids.get(slug)!);
    expect(await drawn({ fact: 'type', operator: 'equals', value: [checkAll] })).toEqual(activities.oli_check_all_that_apply);
    expect(await drawn({ fact: 'type', operator: 'does_not_contain', value: [choice] })).toEqual(
      [...activities.oli_check_all_that_apply, ...activities.oli_short_answer].sort((a, b) => a - b),
    );
    expect(await drawn({ fact: 'type', operator: 'contains', value: [checkAll, shortAnswer] })).toEqual(
      [...activities.oli_check_all_that_apply, ...activities.oli_short_answer].sort((a, b) => a - b),
    );
  });
});
