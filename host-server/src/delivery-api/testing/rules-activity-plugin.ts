import { activityModelSchema, type PluginManifest } from '@quire/core';
import type { TestServer } from '../../testing/test-server.js';
import { addResource, createProject, enrolledUser, pageContent, signedInUser } from './signed-in-user.js';

/**
 * Fixtures of the activity attempt tests: an activity type that leaves evaluation and
 * shuffling to core (as a type without its own `evaluate` does), models built from parts,
 * and a published section whose one page uses the activities.
 */

export const RULES_TYPE = 'test-rules';
/** A type whose own transform and evaluate throw, as a faulty plugin's would. */
export const BROKEN_TYPE = 'test-broken';

export const rulesActivityPlugin: PluginManifest = {
  id: 'test-rules-activities',
  activityTypes: [
    { slug: RULES_TYPE, friendlyName: 'Rules question', schema: activityModelSchema, createDefaultModel: () => ({}) },
    {
      slug: BROKEN_TYPE,
      friendlyName: 'Broken question',
      schema: activityModelSchema,
      createDefaultModel: () => ({}),
      transform: () => {
        throw new Error('transform exploded');
      },
      evaluate: () => {
        throw new Error('evaluate exploded');
      },
    },
  ],
};

/** Rich text holding one paragraph. */
export const rich = (text: string) => ({ id: `t-${text.length}-${text.slice(0, 8)}`, content: [{ type: 'p', id: 'p', children: [{ text }] }] });

/** A part answered right by `right` (score `score`, Correct), anything else Incorrect (0). */
export function capitalPart(id: string, fields: Record<string, unknown> = {}, right = 'Paris', score = 1) {
  return {
    id,
    scoringStrategy: 'average',
    hints: [],
    responses: [
      { id: `${id}-right`, rule: `input like {^${right}$}`, score, correct: true, feedback: rich('Correct') },
      { id: `${id}-wrong`, rule: 'input like {.*}', score: 0, feedback: rich('Incorrect') },
    ],
    explanation: rich(`The answer is ${right}.`),
    ...fields,
  };
}

/** An activity model of these parts, with `choices` a–j and optional transformations. */
export function rulesModel(parts: readonly unknown[], transformations: readonly unknown[] = []) {
  return {
    stem: rich('Answer the question'),
    choices: 'abcdefghij'.split('').map((id) => ({ id, content: [{ type: 'p', id: `c${id}`, children: [{ text: id }] }] })),
    authoring: { parts, transformations, previewText: 'Answer the question' },
  };
}

/** A published section whose page uses one activity per model. */
export async function sectionWithActivities(server: TestServer, models: readonly unknown[], activityType = RULES_TYPE) {
  const { db } = server.services;
  const author = await signedInUser(server, { name: 'Author' });
  const project = await createProject(db, author.id);
  const activities: { resourceId: number; revisionId: number }[] = [];
  for (const [index, model] of models.entries()) {
    activities.push(await addResource(db, project.id, { kind: 'activity', title: `Question ${index + 1}`, content: JSON.stringify(model), activityType }));
  }
  const page = await addResource(db, project.id, { kind: 'page', title: 'Quiz', content: pageContent('Quiz', activities.map((a) => a.resourceId)) });
  const published = await author.client.post(`/api/v1/project/${project.slug}/publish`);
  if (published.status !== 201) throw new Error(`publish: ${published.status} ${JSON.stringify(published.body)}`);
  const section = await author.client.post('/api/v1/sections', { projectSlug: project.slug, title: 'Quiz term' });
  if (section.status !== 201) throw new Error(`section: ${section.status} ${JSON.stringify(section.body)}`);
  return { author, project, activities, page, sectionSlug: section.body.sectionSlug as string };
}

/** A learner enrolled in the section who has opened its page: their attempt at each activity. */
export async function learnerOnPage(server: TestServer, course: Awaited<ReturnType<typeof sectionWithActivities>>) {
  const learner = await enrolledUser(server, course.sectionSlug);
  const visit = await learner.client.post(`/api/v1/sections/${course.sectionSlug}/resource/${course.page.resourceId}/attempt`);
  if (visit.status !== 201) throw new Error(`visit: ${visit.status} ${JSON.stringify(visit.body)}`);
  const attempts = visit.body.activityAttempts as { activityId: number; attemptGuid: string; parts: { partId: string; attemptGuid: string }[] }[];
  return { ...learner, attempts };
}
