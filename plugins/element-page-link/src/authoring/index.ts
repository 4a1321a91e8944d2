/**
 * Authoring part of element-page-link: the page link's editor view ('Select a Page' and the
 * purpose dropdown, a link whose page is gone flagged) and the 'Page link' insert command.
 * @packageDocumentation
 */
import { defineAuthoring, type AuthoringPart } from '@quire/plugin-sdk/authoring';
import { PAGE_LINK_KIND } from '../common/page-link-kinds.js';
import { insertPageLink } from './insert-page-link.js';
import { PageLinkEditor } from './page-link-editor.js';

export { insertPageLink } from './insert-page-link.js';
export { MISSING_PAGE_TEXT, NO_PAGE_SELECTED_TEXT, PageLinkEditor, pageListFailure } from './page-link-editor.js';
export { NO_PAGES_TEXT, PAGE_OPTIONS_LOAD_FAILURE, SELECT_PAGE_TITLE, SelectPageDialog, type SelectPageDialogProps } from './select-page-dialog.js';
export { loadProjectPages, useProjectPages, type ProjectPages } from './project-pages.js';

/** @public */
export const pageLinkAuthoring: AuthoringPart = defineAuthoring({
  elements: { [PAGE_LINK_KIND]: { component: PageLinkEditor, insert: insertPageLink } },
});

export default pageLinkAuthoring;
