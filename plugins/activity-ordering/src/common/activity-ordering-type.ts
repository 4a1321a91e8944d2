import { defineChoiceActivityType, type ActivityTypeContribution, type ChoiceActivityModel } from '@quire/plugin-sdk';
import { orderingReportTally } from './ordering-report-tally.js';
import { ORDERING_SLUG } from './ordering-slug.js';

/**
 * Ordering: the input is every choice id in the chosen order, joined by spaces; the correct order is the authored order of the choices.
 * @public
 */
export const orderingType: ActivityTypeContribution<ChoiceActivityModel> = {
  ...defineChoiceActivityType({
    slug: ORDERING_SLUG,
    friendlyName: 'Ordering',
    description: 'Put the choices in the correct order.',
    mode: 'order',
  }),
  reportTally: orderingReportTally,
};

export { ORDERING_SLUG } from './ordering-slug.js';
