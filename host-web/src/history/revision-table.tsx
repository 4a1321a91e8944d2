import type { RevisionSummary } from './revision-history-client.js';
import { revisionDate } from './revision-date.js';

interface RevisionTableProps {
  readonly revisions: readonly RevisionSummary[];
  readonly currentNumber: number;
  readonly selected: number | undefined;
  readonly onSelect: (number: number) => void;
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  readonly onLoadMore: () => void;
}

/** An activity's revisions, newest first, with who wrote each and when; the current one marked. */
export function RevisionTable({ revisions, currentNumber, selected, onSelect, hasMore, loadingMore, onLoadMore }: RevisionTableProps) {
  return (
    <div className="table-scroll">
      <table className="revision-table">
        <caption className="visually-hidden">Revisions, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Revision</th>
            <th scope="col">Title</th>
            <th scope="col">Author</th>
            <th scope="col">Date</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {revisions.map((revision) => {
            const isSelected = revision.number === selected;
            return (
              <tr key={revision.number} className={isSelected ? 'revision-selected' : undefined}>
                <th scope="row">
                  {revision.number}
                  {revision.number === currentNumber ? <span className="revision-current"> (current)</span> : null}
                </th>
                <td>{revision.title}</td>
                <td>{revision.authorName ?? 'Unknown author'}</td>
                <td>
                  <time dateTime={revision.createdAt}>{revisionDate(revision.createdAt)}</time>
                </td>
                <td>
                  <button
                    type="button"
                    className="button button-small"
                    aria-label={`View revision ${revision.number}`}
                    aria-pressed={isSelected}
                    onClick={() => onSelect(revision.number)}
                  >
                    View
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {hasMore ? (
        <button type="button" className="button" disabled={loadingMore} onClick={onLoadMore}>
          {loadingMore ? 'Loading older revisions…' : 'Show older revisions'}
        </button>
      ) : null}
    </div>
  );
}
