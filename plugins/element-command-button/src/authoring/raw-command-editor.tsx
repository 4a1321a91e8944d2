import { useId, useState, type ReactNode } from 'react';
import { MAX_COMMAND_MESSAGE_LENGTH } from '../common/command-button-fields.js';

/** The message editor a command button has when its target gives none (spec authoring §2). @public */
export const RAW_COMMAND_EDITOR_TITLE = 'Raw Command Editor';

/** Shown under a message longer than a button may send. @public */
export const MESSAGE_TOO_LONG_MESSAGE = `A message may be at most ${MAX_COMMAND_MESSAGE_LENGTH.toLocaleString('en-US')} characters long.`;

/** Props of {@link RawCommandEditor}. @public */
export interface RawCommandEditorProps {
  readonly message: string;
  /** The message typed, or `undefined` while it is too long to send. */
  readonly onChange: (message: string | undefined) => void;
}

/**
 * The message as text, sent as it is typed: for targets that give no editor of their own.
 * A message over the limit is kept in the field, marked, and not saved.
 * @public
 */
export function RawCommandEditor({ message, onChange }: RawCommandEditorProps): ReactNode {
  const [text, setText] = useState(message);
  const id = useId();
  const errorId = useId();
  const tooLong = text.length > MAX_COMMAND_MESSAGE_LENGTH;
  return (
    <div className="editor-dialog-field command-button-raw-editor">
      <label htmlFor={id}>Message</label>
      <textarea
        id={id}
        rows={3}
        value={text}
        aria-invalid={tooLong ? true : undefined}
        aria-describedby={tooLong ? errorId : undefined}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          onChange(next.length > MAX_COMMAND_MESSAGE_LENGTH ? undefined : next);
        }}
      />
      {tooLong ? (
        <p id={errorId} className="editor-dialog-error">
          {MESSAGE_TOO_LONG_MESSAGE}
        </p>
      ) : null}
    </div>
  );
}
