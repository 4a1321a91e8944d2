/**
 * Authoring part of element-link: the link's editor view, the 'Link' toolbar button and
 * its dialog, and the paste rule for `<a href>`.
 * @packageDocumentation
 */
import { defineAuthoring, type AuthoringPart } from '@quire/plugin-sdk/authoring';
import { linkCommand } from './link-command.js';
import { LinkEditor } from './link-editor.js';
import { LINK_PASTE_RULES } from './link-paste-rules.js';

export { linkCommand } from './link-command.js';
export { LINK_DIALOG_LOAD_FAILURE, LinkDialog } from './link-dialog.js';
export { applyLink, isLink, linkAt, removeLink, type LinkTarget } from './link-transforms.js';

/** @public */
export const linkAuthoring: AuthoringPart = defineAuthoring({
  elements: { a: { component: LinkEditor } },
  toolbarCommands: [linkCommand],
  pasteRules: LINK_PASTE_RULES,
});

export default linkAuthoring;
