import type { Knex } from 'knex';
import type { AnswerCount } from './activity-reports-tally.js';

/** Whose answers to which part a report counts. */
export interface ReportScope {
  readonly sectionId: number;
  readonly activityId: number;
  readonly partId: string;
}

/**
 * The id of each learner's latest answered part attempt at the part in the section.
 * Learners are the section's students (guests of open sections are enrolled as students);
 * instructors trying the activity are not counted.
 */
function latestAnswerIds(db: Knex, scope: ReportScope) {
  return db('part_attempts as pa')
    .join('activity_attempts as aa', 'aa.id', 'pa.activity_attempt_id')
    .join('resource_attempts as ra', 'ra.id', 'aa.resource_attempt_id')
    .join('enrollments as e', (join) => join.on('e.section_id', '=', 'ra.section_id').andOn('e.user_id', '=', 'ra.user_id'))
    .where({ 'ra.section_id': scope.sectionId, 'aa.resource_id': scope.activityId, 'pa.part_id': scope.partId, 'e.role': 'student' })
    .whereNotNull('pa.response')
    .groupBy('ra.user_id')
    .max({ id: 'pa.id' });
}

const latestAnswers = (db: Knex, scope: ReportScope) => db('part_attempts as answer').join(latestAnswerIds(db, scope).as('latest'), 'latest.id', 'answer.id');

/**
 * The learners' latest answers grouped by the stored input, most frequent first (then by
 * the input's text, so the order is stable); at most `limit` of them when given.
 */
export async function answerCounts(db: Knex, scope: ReportScope, limit?: number): Promise<AnswerCount[]> {
  const query = latestAnswers(db, scope)
    .groupBy('answer.response')
    .select('answer.response as response')
    .count({ learners: '*' })
    .orderBy([
      { column: 'learners', order: 'desc' },
      { column: 'response', order: 'asc' },
    ]);
  if (limit !== undefined) query.limit(limit);
  const rows = (await query) as { response: string; learners: number | string }[];
  return rows.map((row) => ({ response: String(row.response), learners: Number(row.learners) }));
}

/** How many learners answered the part, and how many different inputs they gave. */
export async function answerTotals(db: Knex, scope: ReportScope): Promise<{ learners: number; distinct: number }> {
  const row = (await latestAnswers(db, scope).count({ learners: '*' }).countDistinct({ distinct: 'answer.response' }).first()) as
    | { learners: number | string; distinct: number | string }
    | undefined;
  return { learners: Number(row?.learners ?? 0), distinct: Number(row?.distinct ?? 0) };
}

/** The most learners a report lists by name. */
export const MAX_NAMED_ANSWERS = 500;

/** Each learner's latest answer with their name, by name: for the section's instructors and the project's authors only. */
export async function answersByLearner(db: Knex, scope: ReportScope): Promise<{ name: string; response: string }[]> {
  const rows = (await latestAnswers(db, scope)
    .join('activity_attempts as aa', 'aa.id', 'answer.activity_attempt_id')
    .join('resource_attempts as ra', 'ra.id', 'aa.resource_attempt_id')
    .join('users as u', 'u.id', 'ra.user_id')
    .orderBy([{ column: 'u.name' }, { column: 'u.id' }])
    .limit(MAX_NAMED_ANSWERS)
    .select('u.name as name', 'answer.response as response')) as { name: string; response: string }[];
  return rows.map((row) => ({ name: String(row.name), response: String(row.response) }));
}
