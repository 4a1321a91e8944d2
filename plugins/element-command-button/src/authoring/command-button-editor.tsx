import { useState, type ReactNode } from 'react';
import { useSlateSelector, useSlateStatic } from 'slate-react';
import { pageCommandTargets, setElementFields, useElementSelected, type ElementEditorProps } from '@quire/plugin-sdk/authoring';
import { commandButtonCommand, commandButtonStyle } from '../common/command-button-fields.js';
import { CommandButtonDialog } from './command-button-dialog.js';

/** The accessible name of the control that opens the button's dialog. @public */
export const EDIT_COMMAND_BUTTON_LABEL = 'Edit command button';
/** Shown beside a button that sends to nothing yet. @public */
export const NO_COMMAND_TARGET_NOTE = 'No command target';
/** Shown beside a button whose target is no longer on the page. @public */
export const COMMAND_TARGET_MISSING_NOTE = 'Command target missing';

// Chromium cannot put the cursor right before or after an inline at a block's edge
// without something there (https://bugs.chromium.org/p/chromium/issues/detail?id=1249405);
// Slate's inline example pads inlines with this.
function InlineChromiumBugfix(): ReactNode {
  return (
    <span contentEditable={false} style={{ fontSize: 0 }}>
      {String.fromCodePoint(160)}
    </span>
  );
}

/**
 * A command button in the editor: its label, typed in place, drawn in the button's style,
 * and a control that opens 'Edit Command Button'. A note beside it says when it has no
 * target or its target is no longer on the page. A button just inserted opens its dialog.
 * @public
 */
export function CommandButtonEditor({ attributes, children, element }: ElementEditorProps): ReactNode {
  const editor = useSlateStatic();
  const selected = useElementSelected();
  const { target, message } = commandButtonCommand(element);
  const style = commandButtonStyle(element);
  // A button the insert command just put in (no target, no message, holding the cursor) asks for its command at once.
  const [open, setOpen] = useState(() => selected && target === undefined && message === '');
  // Re-read on every change of the document: the target may be deleted while this button stays.
  const targetPresent = useSlateSelector((current) => target === undefined || pageCommandTargets(current).some((each) => each.element.id === target));
  const note = target === undefined ? NO_COMMAND_TARGET_NOTE : targetPresent ? undefined : COMMAND_TARGET_MISSING_NOTE;

  return (
    <span {...attributes} className="command-button-editor">
      <InlineChromiumBugfix />
      <span className={`command-button command-button-${style}`}>{children}</span>
      <InlineChromiumBugfix />
      <span contentEditable={false} className="command-button-tools">
        <button type="button" className="command-button-edit" aria-label={EDIT_COMMAND_BUTTON_LABEL} title={EDIT_COMMAND_BUTTON_LABEL} onClick={() => setOpen(true)}>
          ⚙
        </button>
        {note ? <span className={target === undefined ? 'command-button-note' : 'command-button-note command-button-problem'}>{note}</span> : null}
      </span>
      {open ? (
        <CommandButtonDialog
          style={style}
          target={target}
          message={message}
          targets={pageCommandTargets(editor)}
          onSave={(fields) => {
            setElementFields(editor, element, { ...fields });
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      ) : null}
    </span>
  );
}
