import type { ReactNode } from 'react';
import type { PaginationControlsProps } from '@quire/plugin-sdk/delivery';
import { pagerWindow } from './pager-window.js';

/**
 * Normal mode's controls (delivery §9): Previous, the numbered pages around the current one
 * (the current marked with aria-current) and Next; Previous is disabled on the first page,
 * Next on the last.
 * @public
 */
export function PaginationControls({ label, current, count, onChoose }: PaginationControlsProps): ReactNode {
  const pages = pagerWindow(current, count);
  return (
    <nav className="pagination-controls" aria-label={label}>
      <button type="button" className="pagination-previous" disabled={current === 0} onClick={() => onChoose(current - 1)}>
        Previous
      </button>
      {pages[0] > 0 ? <span className="pagination-gap" aria-hidden="true">…</span> : null}
      {pages.map((page) => (
        <button
          key={page}
          type="button"
          className="pagination-page-button"
          aria-label={`Page ${page + 1}`}
          aria-current={page === current ? 'page' : undefined}
          onClick={() => onChoose(page)}
        >
          {page + 1}
        </button>
      ))}
      {pages[pages.length - 1] < count - 1 ? <span className="pagination-gap" aria-hidden="true">…</span> : null}
      <button type="button" className="pagination-next" disabled={current === count - 1} onClick={() => onChoose(current + 1)}>
        Next
      </button>
    </nav>
  );
}
