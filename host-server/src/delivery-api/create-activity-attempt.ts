import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Logger, PluginHost } from '@quire/core';
import { activityPartIds } from './activity-references.js';
import { activityTypeOrCore, attemptModel, newAttemptSeed } from './activity-models.js';

/** What a new activity attempt is made of. */
export interface NewActivityAttempt {
  readonly resourceAttemptId: number;
  readonly resourceId: number;
  readonly revisionId: number;
  readonly activityType: string | null;
  /** The revision's full model (with its authoring part). */
  readonly content: unknown;
  readonly number: number;
  readonly now: Date;
}

/**
 * Inserts attempt `number` at an activity, `active`, with its own seed and the model that
 * seed gives (stored, so the learner sees the same order on every read), and a first
 * attempt at each of the model's parts. Run it inside the caller's transaction: the unique
 * attempt number then stops two concurrent creations.
 */
export async function createActivityAttempt(
  trx: Knex,
  plugins: { readonly host: PluginHost; readonly logger: Logger },
  attempt: NewActivityAttempt,
): Promise<{ id: number; guid: string; model: Record<string, unknown> }> {
  const seed = newAttemptSeed();
  const model = attemptModel(activityTypeOrCore(plugins.host, attempt.activityType), attempt.content, seed, attempt.number, plugins.logger);
  const guid = randomUUID();
  const [inserted] = await trx('activity_attempts')
    .insert({
      guid,
      resource_attempt_id: attempt.resourceAttemptId,
      resource_id: attempt.resourceId,
      revision_id: attempt.revisionId,
      number: attempt.number,
      state: 'active',
      seed,
      model: JSON.stringify(model),
      created_at: attempt.now,
    })
    .returning('id');
  const id = Number(inserted.id);
  const partIds = activityPartIds(attempt.content);
  if (partIds.length > 0) {
    await trx('part_attempts').insert(
      partIds.map((partId) => ({ guid: randomUUID(), activity_attempt_id: id, part_id: partId, number: 1, state: 'active', created_at: attempt.now })),
    );
  }
  return { id, guid, model };
}
