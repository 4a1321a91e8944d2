/**
 * Authoring part of element-iframe: the frame's editor view with its settings dialog, and
 * the 'Iframe' insert command.
 * @packageDocumentation
 */
import { defineAuthoring, type AuthoringPart } from '@quire/plugin-sdk/authoring';
import { IFRAME_KIND } from '../common/iframe-kind.js';
import { IframeEditor } from './iframe-editor.js';
import { insertIframe } from './insert-iframe.js';

export { insertIframe } from './insert-iframe.js';
export { IFRAME_DIALOG_TITLE, IframeDialog } from './iframe-dialog.js';
export { IframeEditor } from './iframe-editor.js';

/** @public */
export const iframeAuthoring: AuthoringPart = defineAuthoring({
  elements: { [IFRAME_KIND]: { component: IframeEditor, insert: insertIframe } },
});

export default iframeAuthoring;
