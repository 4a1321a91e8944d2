import type { ReactNode } from 'react';
import type { PageItem } from '@quire/core';
import { renderContent } from '@quire/plugin-sdk/delivery';
import { AlternativesView } from './alternatives-view.js';
import { GroupView } from './group-view.js';
import { usePageRuntime, type ItemListProps } from './page-runtime.js';
import { PaginatedItems, splitPages } from './pagination.js';
import { ReportView } from './report-view.js';
import { SelectionView } from './selection-view.js';
import { SurveyView } from './survey-view.js';

/** A run of items; with breaks, its pages (delivery §4 "Content pagination"). */
export function ItemList({ items, elementId, paginationMode = 'normal', initiallyVisible, label }: ItemListProps) {
  const runtime = usePageRuntime();
  const pages = splitPages(items);
  const renderPage = (page: readonly PageItem[]) => page.map((item) => <DeliveredItem key={item.id} item={item} />);
  if (pages.length <= 1) return <>{renderPage(pages[0])}</>;
  return (
    <PaginatedItems
      elementId={elementId}
      mode={paginationMode}
      pages={pages}
      initiallyVisible={initiallyVisible}
      label={label}
      store={runtime.pagination}
      renderPage={renderPage}
    />
  );
}

/** One page item as learners see it. */
export function DeliveredItem({ item }: { item: PageItem }): ReactNode {
  const runtime = usePageRuntime();
  switch (item.type) {
    case 'content':
      return (
        <div className="content-item" dir={item.textDirection}>
          {renderContent(item.children, runtime.views)}
        </div>
      );
    case 'activity-reference':
      return runtime.renderActivity ? <div className="activity-reference">{runtime.renderActivity(item)}</div> : null;
    case 'group':
      return <GroupView item={item} />;
    case 'survey':
      return <SurveyView item={item} />;
    case 'alternatives':
      return <AlternativesView item={item} />;
    case 'alternative':
      // Outside alternatives (not allowed by the nesting rules): its content as it is.
      return runtime.renderItems({ items: item.children, elementId: item.id, label: `Pages of ${item.value}` });
    case 'report':
      return <ReportView item={item} />;
    case 'selection':
      return <SelectionView item={item} />;
    default:
      return null;
  }
}
