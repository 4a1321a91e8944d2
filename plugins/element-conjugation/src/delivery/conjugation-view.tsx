import type { ReactNode } from 'react';
import { audioClip, nodeText, type Element } from '@quire/plugin-sdk';
import { PlayAudioButton, type DeliveryElementProps } from '@quire/plugin-sdk/delivery';
import {
  cellAudioLabel,
  cellLayout,
  deliveredConjugation,
  isEmptyConjugation,
  type CellLayout,
  type DeliveredCell,
  type DeliveredConjugation,
} from '../common/delivered-conjugation.js';

/** The name of the button that plays the verb's recorded pronunciation. @public */
export function verbAudioLabel(verb: string): string {
  return verb ? `Play the pronunciation of ${verb}` : 'Play the pronunciation';
}

const layoutProps = ({ colSpan, rowSpan, align }: CellLayout) => ({ colSpan, rowSpan, style: align ? { textAlign: align } : undefined });

function Cell({ cell, row, column }: { readonly cell: DeliveredCell; readonly row: number; readonly column: number }): ReactNode {
  if (cell.heading) {
    return (
      <th scope={row === 0 ? 'col' : 'row'} {...layoutProps(cell)}>
        {cell.text}
      </th>
    );
  }
  return (
    <td {...layoutProps(cell)}>
      {cell.pronouns ? <span className="conjugation-pronouns">{cell.pronouns}</span> : null}
      {cell.text ? <span className="conjugation-word">{cell.text}</span> : null}
      {cell.audio ? <PlayAudioButton clip={cell.audio} label={cellAudioLabel(cell, `row ${row + 1}, column ${column + 1}`)} /> : null}
    </td>
  );
}

/**
 * A conjugation as it is drawn, for learners and in the editor's preview: the verb with its
 * written pronunciation and a button that plays the recorded one, then the table, captioned
 * with the title (or the verb), each cell's pronouns before its form and a button that
 * plays the cell's recording.
 * @public
 */
export function ConjugationContent({ conjugation }: { readonly conjugation: DeliveredConjugation }): ReactNode {
  const { title, verb, pronunciation, audio, rows } = conjugation;
  const caption = title || verb;
  return (
    <div className="conjugation">
      {verb || pronunciation || audio ? (
        <p className="conjugation-verb">
          {verb ? <span className="conjugation-verb-text">{verb}</span> : null}
          {pronunciation ? <span className="conjugation-pronunciation">{pronunciation}</span> : null}
          {audio ? <PlayAudioButton clip={audio} label={verbAudioLabel(verb)} /> : null}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <table className="conjugation-table">
          {caption ? <caption>{caption}</caption> : null}
          <tbody>
            {rows.map((cells, r) => (
              <tr key={cells[0]?.key ?? r}>
                {cells.map((cell, c) => (
                  <Cell key={cell.key} cell={cell} row={r} column={c} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : title ? (
        <p className="conjugation-title">{title}</p>
      ) : null}
    </div>
  );
}

/** A conjugation for learners; one with nothing in it shows nothing. @public */
export function ConjugationView({ element }: DeliveryElementProps): ReactNode {
  const conjugation = deliveredConjugation(element);
  return isEmptyConjugation(conjugation) ? null : <ConjugationContent conjugation={conjugation} />;
}

/**
 * A conjugation cell met in an ordinary table (the table's cells switched to conjugation
 * cells): its pronouns, its content as the page draws it, and its recording's button.
 * @public
 */
export function ConjugationCellView({ element, children }: DeliveryElementProps): ReactNode {
  const pronouns = typeof element.pronouns === 'string' ? element.pronouns.trim() : '';
  const audio = audioClip(element.audioSrc, element.audioType);
  const text = (element as Element).children.map(nodeText).join(' ').trim();
  return (
    <td {...layoutProps(cellLayout(element))}>
      {pronouns ? <span className="conjugation-pronouns">{pronouns}</span> : null}
      {children}
      {audio ? <PlayAudioButton clip={audio} label={cellAudioLabel({ pronouns, text }, 'this cell')} /> : null}
    </td>
  );
}
