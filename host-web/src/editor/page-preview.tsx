import { useEffect, useState } from 'react';
import type { PageItem } from '@quire/core';
import { DeliveryContext, type DeliveryViews } from '@quire/plugin-sdk/delivery';
import { PageItems } from '../delivery/page-items.js';
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
      <article className="page-preview">
        <PageItems items={model} views={views} />
      </article>
    </DeliveryContext.Provider>
  );
}
