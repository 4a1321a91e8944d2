import type { CsvRowPreview } from './read-bank-csv.js';

const STATUS_LABELS: Record<CsvRowPreview['status'], string> = { ready: 'Ready', skipped: 'Skipped', error: 'Error' };

function notes(row: CsvRowPreview): string[] {
  return [
    ...(row.reason ? [row.reason] : []),
    ...(row.unknownObjectives.length > 0 ? [`Unknown objectives ignored: ${row.unknownObjectives.join(', ')}`] : []),
    ...(row.unknownTags.length > 0 ? [`Unknown tags ignored: ${row.unknownTags.join(', ')}`] : []),
  ];
}

/** Each question of the file as it will be imported, or why it will not be. */
export function CsvPreviewTable({ rows }: { rows: readonly CsvRowPreview[] }) {
  return (
    // Focusable so that a keyboard can scroll a long list.
    <div className="csv-preview" role="region" aria-label="Questions in the file" tabIndex={0}>
      <table className="csv-preview-table">
        <caption className="visually-hidden">Questions in the file</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Title</th>
            <th scope="col">Type</th>
            <th scope="col">Status</th>
            <th scope="col">Notes</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.number} className={`csv-row-${row.status}`}>
              <td>{row.number}</td>
              <td>{row.title}</td>
              <td>{row.type}</td>
              <td>{STATUS_LABELS[row.status]}</td>
              <td>
                {notes(row).map((note) => (
                  <div key={note}>{note}</div>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
