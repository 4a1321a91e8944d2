/** The purposes a group of page content can serve (spec authoring §3). */

/** Every group purpose, as stored. @public */
export const GROUP_PURPOSES = [
  'none',
  'checkpoint',
  'didigetthis',
  'example',
  'labactivity',
  'learnbydoing',
  'learnmore',
  'manystudentswonder',
  'priorknowledgecheck',
  'quiz',
  'simulation',
  'walkthrough',
] as const;

/** @public */
export type GroupPurpose = (typeof GROUP_PURPOSES)[number];

/** The purpose of a plain group, the only one allowed for a group nested in a group. @public */
export const DEFAULT_GROUP_PURPOSE: GroupPurpose = 'none';
