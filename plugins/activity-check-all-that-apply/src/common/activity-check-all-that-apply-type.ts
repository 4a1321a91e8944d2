import { defineChoiceActivityType, type ActivityTypeContribution, type ChoiceActivityModel } from '@quire/plugin-sdk';

/** The activity type slug, as stored with each activity. @public */
export const CHECK_ALL_THAT_APPLY_SLUG = 'oli_check_all_that_apply';

/**
 * Check all that apply: the input is the checked ids joined by spaces; it is correct only when the set equals the correct set exactly.
 * @public
 */
export const checkAllThatApplyType: ActivityTypeContribution<ChoiceActivityModel> = defineChoiceActivityType({
  slug: CHECK_ALL_THAT_APPLY_SLUG,
  friendlyName: 'Check All That Apply',
  description: 'Every correct choice, and no other, must be checked.',
  mode: 'multiple',
});
