import type { GroupPurpose } from '@quire/core';

/**
 * The heading a group of each purpose (core's GROUP_PURPOSES) shows learners; a group of
 * purpose `none` has no heading.
 */
export const GROUP_PURPOSE_TITLES: Readonly<Record<GroupPurpose, string | null>> = {
  none: null,
  checkpoint: 'Checkpoint',
  didigetthis: 'Did I get this?',
  example: 'Example',
  labactivity: 'Lab',
  learnbydoing: 'Learn by doing',
  learnmore: 'Learn more',
  manystudentswonder: 'Many students wonder',
  priorknowledgecheck: 'Prior knowledge check',
  quiz: 'Quiz',
  simulation: 'Simulation',
  walkthrough: 'Walkthrough',
};

/** The title of a purpose, null for `none`; an unknown purpose shows as it is stored. */
export function purposeTitle(purpose: string | undefined): string | null {
  if (!purpose) return null;
  return purpose in GROUP_PURPOSE_TITLES ? GROUP_PURPOSE_TITLES[purpose as GroupPurpose] : purpose;
}
