import type { KeyboardEvent } from 'react';
import { pagerWindow } from './pager-window.js';

/**
 * The pages of the bank list: previous, up to four pages either side of the current one
 * (marked `aria-current`), next. Arrow keys, Home and End move between its buttons.
 */
export function BankPager({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }) {
  if (pageCount <= 1) return null;
  const moveFocus = (event: KeyboardEvent<HTMLElement>) => {
    const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'));
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const target =
      event.key === 'ArrowRight' ? buttons[at + 1] : event.key === 'ArrowLeft' ? buttons[at - 1] : event.key === 'Home' ? buttons[0] : event.key === 'End' ? buttons.at(-1) : undefined;
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <nav className="bank-pager" aria-label="Pages of activities" onKeyDown={moveFocus}>
      <button type="button" className="button button-small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      {pagerWindow(page, pageCount).map((number) => (
        <button
          key={number}
          type="button"
          className="button button-small bank-pager-page"
          aria-label={`Page ${number}`}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => number !== page && onPage(number)}
        >
          {number}
        </button>
      ))}
      <button type="button" className="button button-small" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
