import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { PageItem } from '@quire/core';
import { errorMessage } from '../../app/error-message.js';
import type { PaginationMode } from './page-runtime.js';
import { paginationStoreOf } from './pagination-store.js';
import { usePageRuntime } from './page-runtime.js';
import './content.css';

/** Delivery §9: the pager shows up to 4 page numbers either side of the current one. */
export const PAGER_SPAN = 4;

export { splitPages } from './split-pages.js';

/** The page numbers (0-based) the pager shows around `current`. */
export function pagerWindow(current: number, count: number, span = PAGER_SPAN): number[] {
  const first = Math.max(0, current - span);
  const last = Math.min(count - 1, current + span);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

interface PaginationControlsProps {
  readonly label: string;
  readonly current: number;
  readonly count: number;
  readonly onChoose: (page: number) => void;
}

/**
 * Normal mode's controls: Previous, the numbered pages around the current one (the current
 * marked with aria-current) and Next; Previous is disabled on the first page, Next on the last.
 */
export function PaginationControls({ label, current, count, onChoose }: PaginationControlsProps) {
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

interface PaginatedItemsProps {
  readonly elementId: string;
  readonly mode: PaginationMode;
  readonly pages: readonly PageItem[][];
  readonly initiallyVisible?: readonly number[];
  readonly label: string;
  readonly renderPage: (items: readonly PageItem[]) => ReactNode;
}

/**
 * Content split into pages (delivery §4 "Content pagination"). Every page stays mounted,
 * those not shown are hidden, so answers in progress survive moving between pages.
 */
export function PaginatedItems(props: PaginatedItemsProps) {
  return props.mode === 'manualReveal' ? <ManualRevealPages {...props} /> : <NormalPages {...props} />;
}

function validPages(pages: readonly number[] | undefined, count: number): number[] {
  return (pages ?? []).filter((page) => Number.isInteger(page) && page >= 0 && page < count);
}

function NormalPages({ pages, initiallyVisible, label, renderPage }: PaginatedItemsProps) {
  const [current, setCurrent] = useState(() => validPages(initiallyVisible, pages.length)[0] ?? 0);
  const shown = Math.min(current, pages.length - 1);
  return (
    <div className="paginated paginated-normal">
      {pages.map((items, index) => (
        <div key={index} className="pagination-page" hidden={index !== shown} aria-label={`Page ${index + 1} of ${pages.length}`} role="group">
          {renderPage(items)}
        </div>
      ))}
      <PaginationControls label={label} current={shown} count={pages.length} onChoose={setCurrent} />
    </div>
  );
}

function ManualRevealPages({ elementId, pages, initiallyVisible, label, renderPage }: PaginatedItemsProps) {
  const store = paginationStoreOf(usePageRuntime());
  const loaded = useSyncExternalStore(
    (listener) => store.subscribe(listener),
    () => store.loaded,
  );
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(() => new Set([0, ...validPages(initiallyVisible, pages.length), ...validPages(store.revealed(elementId), pages.length)]));
  const [saveError, setSaveError] = useState<string>();
  const focusPage = useRef<number | undefined>(undefined);
  const pageElements = useRef(new Map<number, HTMLDivElement>());

  // The stored reveals arrive after the first render.
  useEffect(() => {
    if (!loaded) return;
    const stored = validPages(store.revealed(elementId), pages.length);
    if (stored.length > 0) setRevealed((current) => new Set([...current, ...stored]));
  }, [loaded, store, elementId, pages.length]);

  useEffect(() => {
    if (focusPage.current === undefined) return;
    pageElements.current.get(focusPage.current)?.focus();
    focusPage.current = undefined;
  });

  const next = pages.findIndex((_, index) => !revealed.has(index));
  const reveal = () => {
    if (next < 0) return;
    const updated = new Set([...revealed, next]);
    setRevealed(updated);
    focusPage.current = next;
    store.reveal(elementId, [...updated]).then(
      () => setSaveError(undefined),
      (error: unknown) => setSaveError(`The pages you revealed could not be saved: ${errorMessage(error)}`),
    );
  };

  return (
    <div className="paginated paginated-manual-reveal">
      {pages.map((items, index) => (
        <div
          key={index}
          ref={(element) => {
            if (element) pageElements.current.set(index, element);
            else pageElements.current.delete(index);
          }}
          className="pagination-page"
          hidden={!revealed.has(index)}
          tabIndex={-1}
          role="group"
          aria-label={`Page ${index + 1} of ${pages.length}`}
        >
          {renderPage(items)}
        </div>
      ))}
      <nav className="pagination-controls" aria-label={label}>
        <button type="button" className="pagination-next" disabled={next < 0} onClick={reveal}>
          Next
        </button>
      </nav>
      {saveError ? (
        <p className="alert alert-error" role="alert">
          {saveError}
        </p>
      ) : null}
    </div>
  );
}
