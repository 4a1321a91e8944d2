import { randomInt } from 'node:crypto';
import {
  activityModelSchema,
  deliveredModel,
  transformActivityModel,
  type ActivityTypeContribution,
  type Logger,
  type PluginHost,
} from '@quire/core';

/**
 * The activity type that only uses core's defaults: evaluation by the part rules the model
 * carries and shuffles of its top-level arrays. It stands in for a type whose plugin is not
 * loaded (or not named, in the authoring preview), since the answers live in the model.
 */
export const CORE_ACTIVITY_TYPE: ActivityTypeContribution = {
  slug: 'core',
  friendlyName: 'Activity',
  schema: activityModelSchema,
  createDefaultModel: () => ({}),
};

/** The registered type of this slug, or core's defaults when no loaded plugin provides it. */
export function activityTypeOrCore(host: PluginHost, slug: string | null | undefined): ActivityTypeContribution {
  return (slug ? host.activityTypes.get(slug) : undefined) ?? CORE_ACTIVITY_TYPE;
}

/** A fresh seed for one attempt's shuffle: a non-negative 31-bit integer (an SQL `integer`). */
export function newAttemptSeed(): number {
  return randomInt(0, 2 ** 31 - 1);
}

/**
 * The model one attempt shows: the revision's model transformed with the attempt's seed
 * (transformations marked `firstAttemptOnly` apply to attempt 1 only), without its
 * authoring part. Stored on the attempt, so every read shows the learner the same order.
 * A type whose `transform` throws is logged and its model shown as authored: a plugin's
 * fault must not keep the learner from the page.
 */
export function attemptModel(type: ActivityTypeContribution, model: unknown, seed: number, attemptNumber: number, logger: Logger): Record<string, unknown> {
  if (model === null || typeof model !== 'object' || Array.isArray(model)) return {};
  try {
    return deliveredModel(transformActivityModel(type, model, seed, { attemptNumber }) as Record<string, unknown>);
  } catch (error) {
    logger.error(`Activity type '${type.slug}' failed to transform a model: ${(error as Error).stack ?? String(error)}`);
    return deliveredModel(model as Record<string, unknown>);
  }
}
