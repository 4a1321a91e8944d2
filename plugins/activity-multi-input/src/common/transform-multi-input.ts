import { applyShuffleTransformations, seededShuffle, type EvaluationContext } from '@quire/plugin-sdk';
import { type MultiInputModel } from './multi-input-schema.js';

/**
 * The model of one attempt: core's shuffles of whole arrays, then each shuffle scoped to a
 * part reorders the choices of that part's dropdown (its `choiceIds`, which the learner
 * view lists in order). `firstAttemptOnly` shuffles apply on the first attempt only.
 * @public
 */
export function transformMultiInput(model: MultiInputModel, seed: number, context: EvaluationContext): MultiInputModel {
  const shuffled = applyShuffleTransformations(model, seed, context.attemptNumber);
  const transformations = model.authoring?.transformations ?? [];
  let inputs = shuffled.inputs;
  transformations.forEach((transformation, index) => {
    if (transformation.operation !== 'shuffle' || transformation.partId === undefined) return;
    if (transformation.firstAttemptOnly && context.attemptNumber > 1) return;
    // A stream per transformation, as core does, so adding one leaves the others' orders.
    const streamSeed = (seed + (index + 1) * 0x85ebca6b) >>> 0;
    inputs = inputs.map((input) =>
      input.inputType === 'dropdown' && input.partId === transformation.partId
        ? { ...input, choiceIds: seededShuffle(input.choiceIds, streamSeed) }
        : input,
    ) as MultiInputModel['inputs'];
  });
  return inputs === shuffled.inputs ? shuffled : { ...shuffled, inputs };
}
