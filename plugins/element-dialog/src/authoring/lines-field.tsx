import { useId, type ReactNode } from 'react';
import type { Element } from '@quire/plugin-sdk';
import { useEditorServices } from '@quire/plugin-sdk/authoring';
import { lineAdded, lineMoved, lineRemoved, lineSpeakerSet, lineTextSet, type DialogFields } from '../common/dialog-edits.js';
import { MAX_DIALOG_LINES } from '../common/dialog-limits.js';
import { readDialog, speakerLabel, speakerOf, type DialogLineView, type DialogView } from '../common/read-dialog.js';
import { ADD_SPEAKER_FIRST_HINT, UNKNOWN_SPEAKER_HINT, UNKNOWN_SPEAKER_LABEL } from './dialog-labels.js';
import { LineTextField } from './line-text-field.js';

/** Props of {@link LinesField}. @public */
export interface LinesFieldProps {
  readonly element: Element;
  /** Stores an edit of the dialog as it is now; answers whether anything changed. */
  readonly change: (edit: (current: Element) => DialogFields | undefined) => boolean;
  readonly requestFocus: (keys: readonly string[]) => void;
}

interface LineRowProps extends LinesFieldProps {
  readonly dialog: DialogView;
  readonly line: DialogLineView & { readonly id: string };
  readonly index: number;
}

function LineRow({ dialog, line, index, change, requestFocus }: LineRowProps): ReactNode {
  const selectId = useId();
  const markerId = useId();
  const n = index + 1;
  const known = speakerOf(dialog, line) !== undefined;
  const { id } = line;
  const move = (offset: -1 | 1) => {
    change((current) => lineMoved(current, id, offset));
    const here = offset < 0 ? 'up' : 'down';
    const there = offset < 0 ? 'down' : 'up';
    requestFocus([`line:${id}:${here}`, `line:${id}:${there}`]);
  };
  // After a deletion the focus goes to the next line's Delete, else the previous one's, else Add line.
  const remove = () => {
    const neighbours = [dialog.lines[index + 1], dialog.lines[index - 1]].flatMap((other) => (other?.id ? [other.id] : []));
    if (change((current) => lineRemoved(current, id))) requestFocus([...neighbours.map((other) => `line:${other}:delete`), 'add-line']);
  };
  return (
    <li className={known ? 'dialog-form-line' : 'dialog-form-line dialog-form-line-unknown-speaker'}>
      <div className="dialog-form-line-head">
        <div className="element-form-field">
          <label htmlFor={selectId}>Speaker</label>
          <select
            id={selectId}
            aria-label={`Line ${n} speaker`}
            aria-invalid={known ? undefined : true}
            aria-describedby={known ? undefined : markerId}
            data-focus-key={`line:${id}:speaker`}
            value={known ? line.speaker : ''}
            onChange={(event) => change((current) => lineSpeakerSet(current, id, event.target.value))}
          >
            {known ? null : (
              <option value="" disabled>
                {UNKNOWN_SPEAKER_LABEL}
              </option>
            )}
            {dialog.speakers.map((speaker, speakerIndex) => (
              <option key={speaker.id} value={speaker.id}>
                {speakerLabel(speaker, speakerIndex)}
              </option>
            ))}
          </select>
        </div>
        {known ? null : (
          <p id={markerId} className="dialog-unknown-speaker">
            {UNKNOWN_SPEAKER_HINT}
          </p>
        )}
        <div className="dialog-form-actions">
          <button type="button" aria-label={`Move line ${n} up`} data-focus-key={`line:${id}:up`} disabled={index === 0} onClick={() => move(-1)}>
            Up
          </button>
          <button type="button" aria-label={`Move line ${n} down`} data-focus-key={`line:${id}:down`} disabled={index === dialog.lines.length - 1} onClick={() => move(1)}>
            Down
          </button>
          <button type="button" aria-label={`Delete line ${n}`} data-focus-key={`line:${id}:delete`} onClick={remove}>
            Delete
          </button>
        </div>
      </div>
      <LineTextField label={`Line ${n} text`} value={line.children} onStore={(nodes) => change((current) => lineTextSet(current, id, nodes))} />
    </li>
  );
}

/**
 * The dialog's lines in order: each with the list of speakers to choose who says it (a line
 * whose speaker is unknown is marked 'Unknown speaker' until one is chosen), its rich text,
 * and Up, Down and Delete; 'Add line' at the foot, disabled while there is no speaker.
 * @public
 */
export function LinesField(props: LinesFieldProps): ReactNode {
  const { element, change, requestFocus } = props;
  const services = useEditorServices();
  const hintId = useId();
  const dialog = readDialog(element);
  const noSpeakers = dialog.speakers.length === 0;
  const full = dialog.lines.length >= MAX_DIALOG_LINES;
  const hint = noSpeakers ? ADD_SPEAKER_FIRST_HINT : full ? `A dialog has at most ${MAX_DIALOG_LINES} lines.` : undefined;
  const add = () => {
    const id = services.createId();
    if (change((current) => lineAdded(current, id))) requestFocus([`line:${id}:speaker`]);
  };
  return (
    <fieldset className="dialog-form-lines">
      <legend>Lines</legend>
      {dialog.lines.length > 0 ? (
        <ol className="dialog-form-list">
          {dialog.lines.map((line, index) =>
            // A line without an id cannot be addressed; the normaliser gives it one before the author can reach it.
            line.id ? <LineRow key={line.id} {...props} dialog={dialog} line={{ ...line, id: line.id }} index={index} /> : null,
          )}
        </ol>
      ) : null}
      <button type="button" data-focus-key="add-line" disabled={noSpeakers || full} aria-describedby={hint ? hintId : undefined} onClick={add}>
        Add line
      </button>
      {hint ? (
        <p id={hintId} className="dialog-form-hint">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
