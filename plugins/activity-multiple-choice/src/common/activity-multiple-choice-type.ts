import { defineChoiceActivityType, type ActivityTypeContribution, type ChoiceActivityModel } from '@quire/plugin-sdk';
import { MULTIPLE_CHOICE_SLUG } from './multiple-choice-slug.js';

/**
 * Multiple choice: the learner picks one choice; the input is its id.
 * @public
 */
export const multipleChoiceType: ActivityTypeContribution<ChoiceActivityModel> = defineChoiceActivityType({
  slug: MULTIPLE_CHOICE_SLUG,
  friendlyName: 'Multiple Choice',
  description: 'One correct choice among several.',
  mode: 'single',
});

export { MULTIPLE_CHOICE_SLUG } from './multiple-choice-slug.js';
