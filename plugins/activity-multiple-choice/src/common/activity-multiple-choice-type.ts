import { defineChoiceActivityType, type ActivityTypeContribution, type ChoiceActivityModel } from '@quire/plugin-sdk';

/** The activity type slug, as stored with each activity. @public */
export const MULTIPLE_CHOICE_SLUG = 'oli_multiple_choice';

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
