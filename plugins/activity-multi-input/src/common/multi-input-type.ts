import { richContentText, type ActivityTypeContribution } from '@quire/plugin-sdk';
import { multiInputModelSchema, type MultiInputModel } from './multi-input-schema.js';
import { evaluateMultiInput } from './evaluate-multi-input.js';
import { MULTI_INPUT_SLUG } from './multi-input-kinds.js';
import { createMultiInputModel } from './multi-input-model.js';
import { multiInputReportTally } from './multi-input-report-tally.js';
import { transformMultiInput } from './transform-multi-input.js';

/** The multi-input activity type (extension point `quire.activity-type`). @public */
export const multiInputType: ActivityTypeContribution<MultiInputModel> = {
  slug: MULTI_INPUT_SLUG,
  friendlyName: 'Multi Input',
  description: 'Fill in the blanks: a stem with dropdown, number and text inputs, each graded by its own part.',
  schema: multiInputModelSchema,
  createDefaultModel: () => createMultiInputModel(),
  evaluate: evaluateMultiInput,
  transform: transformMultiInput,
  previewText: (model) => richContentText(model.stem.content),
  reportTally: multiInputReportTally,
  globallyAvailable: true,
};
