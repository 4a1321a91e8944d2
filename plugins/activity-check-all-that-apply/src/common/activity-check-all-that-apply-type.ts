import { defineChoiceActivityType, type ActivityTypeContribution, type ChoiceActivityModel } from '@quire/plugin-sdk';
import { CHECK_ALL_THAT_APPLY_SLUG } from './check-all-that-apply-slug.js';

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

export { CHECK_ALL_THAT_APPLY_SLUG } from './check-all-that-apply-slug.js';
