import { PAGE_LINK_PURPOSES, type PageLinkPurpose } from './page-link-kinds.js';

/** The label of each purpose, in the editor's dropdown and above the link for learners. @public */
export const PAGE_LINK_PURPOSE_LABELS: Readonly<Record<PageLinkPurpose, string>> = {
  none: 'None',
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

/** Whether a stored purpose is one of the list. @public */
export function isPageLinkPurpose(value: unknown): value is PageLinkPurpose {
  return typeof value === 'string' && (PAGE_LINK_PURPOSES as readonly string[]).includes(value);
}

/**
 * What learners read of a link's purpose: its label, nothing for `none` or no purpose, and
 * a purpose from older content that is not in the list as it is stored.
 * @public
 */
export function purposeLabel(purpose: unknown): string | undefined {
  if (typeof purpose !== 'string' || purpose.trim() === '' || purpose === 'none') return undefined;
  return isPageLinkPurpose(purpose) ? PAGE_LINK_PURPOSE_LABELS[purpose] : purpose.trim();
}
