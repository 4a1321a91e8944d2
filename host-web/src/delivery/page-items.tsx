import type { ReactNode } from 'react';
import type { ActivityReferenceItem, PageItem } from '@quire/core';
import { renderContent, type DeliveryViews } from '@quire/plugin-sdk/delivery';

interface PageItemsProps {
  readonly items: readonly PageItem[];
  readonly views: DeliveryViews;
  /** Draws an activity reference; without it activity references are left out. */
  readonly renderActivity?: (item: ActivityReferenceItem) => ReactNode;
}

/**
 * A page's items as learners see them: content through the element plugins' delivery
 * views, breaks, activities through `renderActivity`, and the structural items (groups,
 * surveys, alternatives…) as sections holding their children.
 */
export function PageItems({ items, views, renderActivity }: PageItemsProps) {
  return <>{items.map((item) => renderItem(item, views, renderActivity))}</>;
}

function renderItem(item: PageItem, views: DeliveryViews, renderActivity: PageItemsProps['renderActivity']): ReactNode {
  if (item.type === 'content') {
    return (
      <div key={item.id} className="content-item">
        {renderContent(item.children, views)}
      </div>
    );
  }
  if (item.type === 'break') return <hr key={item.id} className="page-break" />;
  if (item.type === 'activity-reference') return renderActivity ? <div key={item.id}>{renderActivity(item)}</div> : null;
  if ('children' in item && Array.isArray(item.children)) {
    return (
      <section key={item.id} className={`delivered-${item.type}`}>
        <PageItems items={item.children as PageItem[]} views={views} renderActivity={renderActivity} />
      </section>
    );
  }
  return null;
}
