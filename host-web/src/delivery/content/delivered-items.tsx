import { lazy, Suspense, type ReactNode } from 'react';
import type { PageItem } from '@quire/core';
import { ErrorBoxBoundary } from '../../app/error-box-boundary.js';
import { usePageRuntime, type ItemListProps } from './page-runtime.js';
import { splitPages } from './split-pages.js';
import { ServerContent } from './server-content.js';

// Each behaviour loads only on the pages that use it: most pages have none of these.
const GroupView = lazy(() => import('./group-view.js').then((m) => ({ default: m.GroupView })));
const PaginatedItems = lazy(() => import('./pagination.js').then((m) => ({ default: m.PaginatedItems })));
const SurveyView = lazy(() => import('./survey-view.js').then((m) => ({ default: m.SurveyView })));
const AlternativesView = lazy(() => import('./alternatives-view.js').then((m) => ({ default: m.AlternativesView })));
const ReportView = lazy(() => import('./report-view.js').then((m) => ({ default: m.ReportView })));
const SelectionView = lazy(() => import('./selection-view.js').then((m) => ({ default: m.SelectionView })));

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<p role="status">Loading…</p>}>{children}</Suspense>;
}

/** A run of items; with breaks, its pages (delivery §4 "Content pagination"). */
export function ItemList({ items, elementId, paginationMode = 'normal', initiallyVisible, label }: ItemListProps) {
  const runtime = usePageRuntime();
  const pages = splitPages(items);
  // A broken item shows the error box in its place; the rest of the page still works.
  const renderPage = (page: readonly PageItem[]) =>
    page.map((item) => (
      <ErrorBoxBoundary key={item.id} where="learner page">
        <DeliveredItem item={item} />
      </ErrorBoxBoundary>
    ));
  if (pages.length <= 1) return <>{renderPage(pages[0])}</>;
  return (
    <Loading>
      <PaginatedItems
        elementId={elementId}
        mode={paginationMode}
        pages={pages}
        initiallyVisible={initiallyVisible}
        label={label}
        renderPage={renderPage}
      />
    </Loading>
  );
}

/** One page item as learners see it. */
export function DeliveredItem({ item }: { item: PageItem }): ReactNode {
  const runtime = usePageRuntime();
  switch (item.type) {
    case 'content':
      return <ServerContent nodes={item.children} dir={item.textDirection} />;
    case 'activity-reference':
      return runtime.renderActivity ? <div className="activity-reference">{runtime.renderActivity(item)}</div> : null;
    case 'group':
      return (
        <Loading>
          <GroupView item={item} />
        </Loading>
      );
    case 'survey':
      return (
        <Loading>
          <SurveyView item={item} />
        </Loading>
      );
    case 'alternatives':
      return (
        <Loading>
          <AlternativesView item={item} />
        </Loading>
      );
    case 'alternative':
      // Outside alternatives (not allowed by the nesting rules): its content as it is.
      return runtime.renderItems({ items: item.children, elementId: item.id, label: `Pages of ${item.value}` });
    case 'report':
      return (
        <Loading>
          <ReportView item={item} />
        </Loading>
      );
    case 'selection':
      return (
        <Loading>
          <SelectionView item={item} />
        </Loading>
      );
    default:
      return null;
  }
}
