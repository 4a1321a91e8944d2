/**
 * Authoring part of element-callout: callouts drawn in the editor as learners see them and
 * written in place, 'Callout' in the insert menu's General group, and the 'Inline callout'
 * toggle of the toolbar's 'More' menu.
 * @packageDocumentation
 */
import { defineAuthoring, type AuthoringPart } from '@quire/plugin-sdk/authoring';
import { CALLOUT_INLINE_KIND, CALLOUT_KIND } from '../common/callout-kinds.js';
import { CalloutEditor, InlineCalloutEditor } from './callout-editors.js';
import { insertCallout } from './callout-insert.js';
import { inlineCalloutCommand } from './inline-callout-command.js';

export { CALLOUT_EDITOR_TAG, CalloutEditor, InlineCalloutEditor } from './callout-editors.js';
export { insertCallout } from './callout-insert.js';
export { inlineCalloutCommand } from './inline-callout-command.js';
export { canToggleInlineCallout, inlineCalloutsIn, isInlineCallout, toggleInlineCallout } from './inline-callout-transforms.js';

/** @public */
export const calloutAuthoring: AuthoringPart = defineAuthoring({
  elements: {
    [CALLOUT_KIND]: { component: CalloutEditor, insert: insertCallout },
    [CALLOUT_INLINE_KIND]: { component: InlineCalloutEditor },
  },
  toolbarCommands: [inlineCalloutCommand],
});

export default calloutAuthoring;
