import { useEffect, useMemo, useState } from 'react';
import type { PageItem } from '@quire/core';
import { DeliveryContext, PluginSettingsContext, type DeliveryViews } from '@quire/plugin-sdk/delivery';
import { useApi } from '../app/session.js';
import { contentTypeRequester } from '../app/content-type-request.js';
import { useProjectPluginSettings } from '../workspace/project-plugins.js';
import { PageItems } from '../delivery/page-items.js';
import { loadDeliveryViews } from '../plugins/delivery-views.js';

/** A page drawn as learners will see it, by the same delivery views the course uses, with the project's plugin settings. */
export function PagePreview({ content, projectSlug }: { content: unknown; projectSlug: string }) {
  const api = useApi();
  const pluginSettings = useProjectPluginSettings(api, projectSlug);
  // Blocks that ask the server (a run-code block's Run) work in the preview as for learners.
  const context = useMemo(() => ({ mode: 'preview' as const, projectSlug, requestContentType: contentTypeRequester(api) }), [api, projectSlug]);
  const [views, setViews] = useState<DeliveryViews>();
  useEffect(() => {
    void loadDeliveryViews().then(setViews);
  }, []);
  if (!views) return <p role="status">Loading…</p>;
  const model = (content as { model?: PageItem[] } | undefined)?.model ?? [];
  return (
    <DeliveryContext.Provider value={context}>
      <PluginSettingsContext.Provider value={pluginSettings}>
        <article className="page-preview">
          <PageItems items={model} views={views} />
        </article>
      </PluginSettingsContext.Provider>
    </DeliveryContext.Provider>
  );
}
