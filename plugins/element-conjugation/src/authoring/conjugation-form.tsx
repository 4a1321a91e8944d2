import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSlateStatic } from 'slate-react';
import { isFieldRecord, isPlainContent, recordText, type Element } from '@quire/plugin-sdk';
import { AudioChoiceField, CommittedTextField, editElement, useEditorServices } from '@quire/plugin-sdk/authoring';
import {
  cellAudioSet,
  cellPronounsSet,
  cellRetexted,
  columnAdded,
  columnRemoved,
  pronunciationAudioSet,
  pronunciationRetexted,
  rowAdded,
  rowRemoved,
  textEdit,
  type ConjugationFields,
} from '../common/conjugation-edits.js';
import {
  MAX_CELL_TEXT_LENGTH,
  MAX_CONJUGATION_COLUMNS,
  MAX_CONJUGATION_ROWS,
  MAX_CONJUGATION_TEXT_LENGTH,
  MAX_PRONOUNS_LENGTH,
} from '../common/conjugation-limits.js';
import { HEADING_CELL_KIND, columnCount, conjugationTable, tableRows } from '../common/conjugation-table.js';

/** Said under a cell or pronunciation whose formatting a change of its text would drop. @public */
export const FORMATTED_TEXT_HINT = 'This text is formatted: changing it here keeps the words and drops the formatting.';

type Change = (edit: (current: Element) => ConjugationFields | undefined) => void;

interface CellFormProps {
  readonly cell: Element;
  readonly row: number;
  readonly column: number;
  readonly autoFocus: boolean;
  readonly change: Change;
}

/** One cell's fields: its pronouns, its form and its recording (a heading cell has its text only). */
function CellForm({ cell, row, column, autoFocus, change }: CellFormProps): ReactNode {
  const services = useEditorServices();
  const place = `row ${row + 1}, column ${column + 1}`;
  const hint = isPlainContent(cell.children) ? undefined : FORMATTED_TEXT_HINT;
  const retext = (text: string) => change((current) => cellRetexted(current, row, column, text, services.createId));
  if (cell.type === HEADING_CELL_KIND) {
    return <CommittedTextField label="Heading" accessibleName={`Heading, ${place}`} value={recordText(cell)} maxLength={MAX_CELL_TEXT_LENGTH} hint={hint} autoFocus={autoFocus} onCommit={retext} />;
  }
  return (
    <div className="conjugation-editor-cell">
      <CommittedTextField
        label="Pronouns"
        accessibleName={`Pronouns, ${place}`}
        value={typeof cell.pronouns === 'string' ? cell.pronouns : ''}
        maxLength={MAX_PRONOUNS_LENGTH}
        autoFocus={autoFocus}
        onCommit={(text) => change((current) => cellPronounsSet(current, row, column, text, services.createId))}
      />
      <CommittedTextField label="Form" accessibleName={`Form, ${place}`} value={recordText(cell)} maxLength={MAX_CELL_TEXT_LENGTH} hint={hint} onCommit={retext} />
      <AudioChoiceField
        src={typeof cell.audioSrc === 'string' ? cell.audioSrc : ''}
        noun="audio"
        place={place}
        pickMedia={services.pickMedia}
        onChoose={(clip) => change((current) => cellAudioSet(current, row, column, clip, services.createId))}
        onRemove={() => change((current) => cellAudioSet(current, row, column, undefined, services.createId))}
      />
    </div>
  );
}

/**
 * The conjugation's edit form (its Edit side): the title, the verb, its written
 * pronunciation and recording, and the table as a grid of cells, each with its pronouns,
 * form and recording (chosen from the media library), with Add row, Add column and a
 * Remove button for each row and column. Each change is stored as the author leaves a field
 * or presses a button, as one undoable step.
 * @public
 */
export function ConjugationForm({ element }: { readonly element: Element }): ReactNode {
  const editor = useSlateStatic();
  const services = useEditorServices();
  const change: Change = (edit) => editElement(editor, element, edit);
  const table = conjugationTable(element);
  const rows = tableRows(table);
  const columns = columnCount(table);
  const pronunciation = isFieldRecord(element.pronunciation) ? element.pronunciation : undefined;

  // A new row or column puts the focus in its first cell; a removed one on its Add button.
  const [focusCell, setFocusCell] = useState<{ row: number; column: number } | undefined>(undefined);
  const [focusAfterRemoval, setFocusAfterRemoval] = useState<{ button: 'row' | 'column'; count: number } | undefined>(undefined);
  const addRowButton = useRef<HTMLButtonElement>(null);
  const addColumnButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusAfterRemoval) (focusAfterRemoval.button === 'row' ? addRowButton : addColumnButton).current?.focus();
  }, [focusAfterRemoval]);
  const removed = (button: 'row' | 'column') => {
    setFocusCell(undefined);
    setFocusAfterRemoval((last) => ({ button, count: (last?.count ?? 0) + 1 }));
  };

  return (
    <div className="conjugation-editor-form">
      <CommittedTextField
        label="Title"
        value={typeof element.title === 'string' ? element.title : ''}
        maxLength={MAX_CONJUGATION_TEXT_LENGTH}
        placeholder="Present tense"
        onCommit={(text) => change(() => textEdit('title', text))}
      />
      <CommittedTextField
        label="Verb"
        value={typeof element.verb === 'string' ? element.verb : ''}
        maxLength={MAX_CONJUGATION_TEXT_LENGTH}
        placeholder="hablar"
        onCommit={(text) => change(() => textEdit('verb', text))}
      />
      <fieldset className="conjugation-editor-pronunciation">
        <legend>Pronunciation</legend>
        <CommittedTextField
          label="Written pronunciation"
          value={recordText(pronunciation)}
          maxLength={MAX_CELL_TEXT_LENGTH}
          hint={pronunciation && !isPlainContent(pronunciation.children) ? FORMATTED_TEXT_HINT : undefined}
          onCommit={(text) => change((current) => pronunciationRetexted(current, text, services.createId))}
        />
        <AudioChoiceField
          src={typeof pronunciation?.src === 'string' ? pronunciation.src : ''}
          noun="pronunciation audio"
          pickMedia={services.pickMedia}
          onChoose={(clip) => change((current) => pronunciationAudioSet(current, clip, services.createId))}
          onRemove={() => change((current) => pronunciationAudioSet(current, undefined, services.createId))}
        />
      </fieldset>
      <fieldset className="conjugation-editor-table">
        <legend>Table</legend>
        {rows.length > 0 ? (
          <table className="conjugation-editor-grid">
            <thead>
              <tr>
                <td />
                {Array.from({ length: columns }, (_, c) => (
                  <th key={c} scope="col">
                    <span>Column {c + 1}</span>
                    <button
                      type="button"
                      disabled={columns <= 1}
                      onClick={() => {
                        change((current) => columnRemoved(current, c, services.createId));
                        removed('column');
                      }}
                    >
                      Remove column {c + 1}
                    </button>
                  </th>
                ))}
                <td />
              </tr>
            </thead>
            <tbody>
              {rows.map(({ row, cells }, r) => (
                <tr key={row.id ?? r}>
                  <th scope="row">Row {r + 1}</th>
                  {Array.from({ length: columns }, (_, c) =>
                    cells[c] ? (
                      <td key={cells[c].id ?? c}>
                        <CellForm cell={cells[c]} row={r} column={c} autoFocus={focusCell?.row === r && focusCell.column === c} change={change} />
                      </td>
                    ) : (
                      <td key={`missing-${c}`} />
                    ),
                  )}
                  <td>
                    <button
                      type="button"
                      disabled={rows.length <= 1}
                      onClick={() => {
                        change((current) => rowRemoved(current, r, services.createId));
                        removed('row');
                      }}
                    >
                      Remove row {r + 1}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        <div className="conjugation-editor-actions">
          <button
            ref={addRowButton}
            type="button"
            disabled={rows.length >= MAX_CONJUGATION_ROWS}
            onClick={() => {
              change((current) => rowAdded(current, services.createId));
              setFocusCell({ row: rows.length, column: 0 });
            }}
          >
            Add row
          </button>
          <button
            ref={addColumnButton}
            type="button"
            disabled={columns >= MAX_CONJUGATION_COLUMNS}
            onClick={() => {
              change((current) => columnAdded(current, services.createId));
              setFocusCell({ row: 0, column: columns });
            }}
          >
            Add column
          </button>
        </div>
        {rows.length >= MAX_CONJUGATION_ROWS ? <p className="element-form-hint">{`A conjugation table holds at most ${MAX_CONJUGATION_ROWS} rows.`}</p> : null}
        {columns >= MAX_CONJUGATION_COLUMNS ? <p className="element-form-hint">{`A conjugation table holds at most ${MAX_CONJUGATION_COLUMNS} columns.`}</p> : null}
      </fieldset>
    </div>
  );
}
