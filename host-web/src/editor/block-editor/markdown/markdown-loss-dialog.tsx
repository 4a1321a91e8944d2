import { useId } from 'react';
import { DialogFrame } from '../../../app/dialog-frame.js';

export interface MarkdownLossDialogProps {
  /** What Markdown would drop, named for the author. */
  readonly losses: readonly string[];
  readonly onSwitch: () => void;
  readonly onCancel: () => void;
}

/** Warns before switching to Markdown when the document holds what Markdown cannot. */
export function MarkdownLossDialog({ losses, onSwitch, onCancel }: MarkdownLossDialogProps) {
  const listId = useId();
  return (
    <DialogFrame className="editor-dialog" title="Switch to Markdown?" onClose={onCancel}>
      <p id={listId}>Markdown cannot hold everything in this content. Switching will drop:</p>
      <ul className="markdown-losses" aria-labelledby={listId}>
        {losses.map((loss) => (
          <li key={loss}>{loss}</li>
        ))}
      </ul>
      <p>Text inside dropped elements is kept. Switching back to rich text keeps what Markdown holds.</p>
      <div className="editor-dialog-buttons">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button button-danger" onClick={onSwitch}>
          Switch anyway
        </button>
      </div>
    </DialogFrame>
  );
}
