import type { ToolbarCommand } from '@quire/plugin-sdk/authoring';
import { canToggleInlineCallout, inlineCalloutsIn, toggleInlineCallout } from './inline-callout-transforms.js';

/**
 * The 'Inline callout' entry of the toolbar's 'More' menu: highlights the selected words
 * as an inline callout, or takes the inline callout the selection is in away. Checked
 * inside one.
 * @public
 */
export const inlineCalloutCommand: ToolbarCommand = {
  id: 'inline-callout',
  label: 'Inline callout',
  placement: 'more',
  isActive: (editor) => inlineCalloutsIn(editor, editor.selection).length > 0,
  isEnabled: canToggleInlineCallout,
  run: (editor, services) => toggleInlineCallout(editor, services.createId),
};
