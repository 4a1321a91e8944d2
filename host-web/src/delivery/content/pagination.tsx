import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { PageItem } from '@quire/core';
import { PAGINATION_CONTROLS_WIDGET, type PaginationControlsProps } from '@quire/plugin-sdk/delivery';
import { errorMessage } from '../../app/error-message.js';
import type { PaginationMode } from './page-runtime.js';
import { paginationStoreOf } from './pagination-store.js';
import { usePageRuntime } from './page-runtime.js';
import './content.css';

export { splitPages } from './split-pages.js';

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

/**
 * Normal mode: one page at a time under the `PaginationControls` widget a plugin contributes.
 * Without that plugin every page is shown, so no content is out of reach.
 */
function NormalPages({ pages, initiallyVisible, label, renderPage }: PaginatedItemsProps) {
  const Controls = usePageRuntime().views.widget<PaginationControlsProps>(PAGINATION_CONTROLS_WIDGET);
  const [current, setCurrent] = useState(() => validPages(initiallyVisible, pages.length)[0] ?? 0);
  const shown = Math.min(current, pages.length - 1);
  return (
    <div className="paginated paginated-normal">
      {pages.map((items, index) => (
        <div key={index} className="pagination-page" hidden={Controls !== undefined && index !== shown} aria-label={`Page ${index + 1} of ${pages.length}`} role="group">
          {renderPage(items)}
        </div>
      ))}
      {Controls ? <Controls label={label} current={shown} count={pages.length} onChoose={setCurrent} /> : null}
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
