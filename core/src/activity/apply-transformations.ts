import type { Transformation } from '../model/activity.js';
import { seededShuffle } from './seeded-shuffle.js';

/** A model with its authoring part, whose `transformations` say what to shuffle. */
interface TransformableModel {
  readonly authoring?: { readonly transformations?: readonly Transformation[] };
}

/**
 * Applies a model's shuffle transformations for one attempt: each names a top-level array
 * of the model by `path` (`choices`, `inputs`…) and reorders a copy of it with the seed.
 * A transformation marked `firstAttemptOnly` applies on the first attempt only; later
 * attempts keep the authored order. Paths that name no array are left alone; transformations
 * scoped to a part (`partId`) are for the activity type's own `transform` to apply.
 * @public
 */
export function applyShuffleTransformations<M extends TransformableModel>(model: M, seed: number, attemptNumber: number): M {
  const transformations = model.authoring?.transformations ?? [];
  let result = model;
  transformations.forEach((transformation, index) => {
    if (transformation.operation !== 'shuffle' || transformation.partId !== undefined) return;
    if (transformation.firstAttemptOnly && attemptNumber > 1) return;
    const path = transformation.path;
    const items = (result as Record<string, unknown>)[path];
    if (!Array.isArray(items)) return;
    // Each transformation gets its own stream, so adding one does not reorder the others.
    result = { ...result, [path]: seededShuffle(items, (seed + index * 0x9e3779b9) >>> 0) };
  });
  return result;
}
