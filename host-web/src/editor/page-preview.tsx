import { useEffect, useState, type ReactNode } from 'react';
import type { PageItem } from '@quire/core';
import { DeliveryContext, renderContent, type DeliveryViews } from '@quire/plugin-sdk/delivery';
import { loadDeliveryViews } from '../plugins/delivery-views.js';

/** A page drawn as learners will see it, by the same delivery views the course uses. */
export function PagePreview({ content }: { content: unknown }) {
  const [views, setViews] = useState<DeliveryViews>();
  useEffect(() => {
    void loadDeliveryViews().then(setViews);
  }, []);
  if (!views) return <p role="status">Loading…</p>;
  const model = (content as { model?: PageItem[] } | undefined)?.model ?? [];
  return (
    <DeliveryContext.Provider value={{ mode: 'preview' }}>
      <article className="page-preview">{renderItems(model, views)}</article>
    </DeliveryContext.Provider>
  );
}

function renderItems(items: readonly PageItem[], views: DeliveryViews): ReactNode {
  return items.map((item) => {
    if (item.type === 'content') return <div key={item.id} className="content-item">{renderContent(item.children, views)}</div>;
    if (item.type === 'break') return <hr key={item.id} className="page-break" />;
    if ('children' in item && Array.isArray(item.children)) {
      return (
        <section key={item.id} className={`preview-${item.type}`}>
          {renderItems(item.children as PageItem[], views)}
        </section>
      );
    }
    return null;
  });
}
