import type { Editor, Range } from 'slate';
import type { EditorServices, ToolbarCommand } from '@quire/plugin-sdk/authoring';
import { DialogFrame } from '../../../app/dialog-frame.js';

/** A toolbar command whose dialog is open, with the selection from when it opened. */
export interface OpenCommandDialog {
  readonly command: ToolbarCommand;
  readonly selection: Range | null;
}

export interface CommandDialogHostProps {
  readonly open: OpenCommandDialog;
  readonly editor: Editor;
  readonly services: EditorServices;
  /** Closes the dialog; the owner gives the focus and the selection back to the editor. */
  readonly onClose: () => void;
}

/** Shows a plugin command's dialog (the link dialog…) in a modal named after the command. */
export function CommandDialogHost({ open, editor, services, onClose }: CommandDialogHostProps) {
  const { command, selection } = open;
  return (
    <DialogFrame className="editor-dialog" title={command.label} onClose={onClose}>
      {command.dialog?.({ editor, services, selection, close: onClose })}
    </DialogFrame>
  );
}
