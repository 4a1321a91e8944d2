/**
 * Authoring part of element-webpage: the embed's editor view with its 'Change Webpage
 * Embed URL' dialog, and the 'Web page' insert command.
 * @packageDocumentation
 */
import { defineAuthoring, type AuthoringPart } from '@quire/plugin-sdk/authoring';
import { WEBPAGE_KIND } from '../common/webpage-kind.js';
import { insertWebpage } from './insert-webpage.js';
import { WebpageEditor } from './webpage-editor.js';

export { insertWebpage } from './insert-webpage.js';
export { WEBPAGE_DIALOG_TITLE, WebpageDialog } from './webpage-dialog.js';
export { WebpageEditor } from './webpage-editor.js';

/** @public */
export const webpageAuthoring: AuthoringPart = defineAuthoring({
  elements: { [WEBPAGE_KIND]: { component: WebpageEditor, insert: insertWebpage } },
});

export default webpageAuthoring;
