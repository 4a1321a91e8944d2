/** The element kinds of this plugin (spec authoring §3). */

/** @public */
export const PAGE_LINK_KIND = 'page_link';

/**
 * What a page link is for, as stored in `purpose`. The spec lists no purposes of its own for
 * page links; these are its group purposes (authoring §3), which name the same kinds of
 * material a link leads to.
 * @public
 */
export const PAGE_LINK_PURPOSES = [
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
export type PageLinkPurpose = (typeof PAGE_LINK_PURPOSES)[number];

/** The purpose of a new page link: none, so the link shows only the page's title. @public */
export const DEFAULT_PAGE_LINK_PURPOSE: PageLinkPurpose = 'none';

/** The longest slug a page link may name (the server's slug column). @public */
export const MAX_PAGE_SLUG_LENGTH = 200;

/** The longest page title a page link keeps (the server's title limit). @public */
export const MAX_PAGE_TITLE_LENGTH = 300;

/** The longest purpose a page link keeps; one from older content that is not in the list is kept as it is. @public */
export const MAX_PURPOSE_LENGTH = 64;

/** The largest resource id (the database's integer). @public */
export const MAX_PAGE_ID = 2_147_483_647;
