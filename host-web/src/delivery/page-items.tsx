import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import type { ActivityReferenceItem, PageItem } from '@quire/core';
import { DeliveryContext, useDeliveryContext, type AttemptState, type DeliveryContextValue, type DeliveryEvent, type DeliveryViews } from '@quire/plugin-sdk/delivery';
import type { ApiClient } from '../app/api-client.js';
import { useApi } from '../app/session.js';
import { ItemList } from './content/delivered-items.js';
import { PageRuntimeContext, type ItemListProps, type PageRuntime, type PaginationMode, type Viewer } from './content/page-runtime.js';
import { DeferredStateClient } from './state/deferred-state-client.js';
import { DeferredOfflineDetector } from './state/deferred-offline-detector.js';
import { resourceAttemptScope } from './state/state-scopes.js';

export interface PageItemsProps {
  readonly items: readonly PageItem[];
  readonly views: DeliveryViews;
  /** Draws an activity reference; without it activity references are left out. */
  readonly renderActivity?: (item: ActivityReferenceItem) => ReactNode;
  /** The activities the page attempt drew for each selection (see `PageRuntime`). */
  readonly selectionActivities?: PageRuntime['selectionActivities'];
  /** The page's id: the key of its own revealed pages in `paginationState` ('page' when not given). */
  readonly pageId?: string | number;
  /** How the page's own breaks paginate it; normal when not given. */
  readonly paginationMode?: PaginationMode;
  /** Pages of the page itself shown from the start. */
  readonly initiallyVisible?: readonly number[];
  /** Who is looking; in previews instructors, else learners. */
  readonly viewer?: Viewer;
  /** The items hydrate the server's HTML of them (see `PageRuntime.keepsServerContent`). */
  readonly keepsServerContent?: boolean;
}

/**
 * A page's items as learners see them: content through the element plugins' delivery
 * views, activities through `renderActivity`, groups with their purpose, pagination at
 * breaks, surveys, alternatives, reports and selections (delivery §3, §4).
 *
 * In a section (the delivery context has a section slug and is not a preview) the
 * learner's state is saved: revealed pages in the page attempt's state, alternatives
 * preferences in the section's, and the offline warning shows while the learner is
 * offline. Without a section (an author's preview) nothing is saved.
 */
export function PageItems(props: PageItemsProps) {
  const context = useDeliveryContext();
  return context.sectionSlug && context.mode !== 'preview' ? <SavedPageItems {...props} /> : <PageItemsRuntime {...props} />;
}

function SavedPageItems(props: PageItemsProps) {
  return <PageItemsRuntime {...props} api={useApi()} />;
}

function PageItemsRuntime({ items, views, renderActivity, selectionActivities, pageId, paginationMode, initiallyVisible, viewer, keepsServerContent, api }: PageItemsProps & { api?: ApiClient }) {
  const context = useDeliveryContext();
  const { sectionSlug, resourceAttemptGuid, mode, emit: contextEmit } = context;
  const state = useMemo(() => (api && sectionSlug ? new DeferredStateClient(api) : undefined), [api, sectionSlug]);

  useEffect(() => {
    if (!state) return;
    const detach = state.attachPageHide();
    return () => {
      detach();
      // Leaving the page: what waits for its debounce goes now (failures reach their writers).
      void state.flush();
    };
  }, [state]);

  const emit = useCallback((event: DeliveryEvent) => contextEmit?.(event), [contextEmit]);
  const renderItems = useCallback((list: ItemListProps) => <ItemList {...list} />, []);

  const runtime = useMemo<PageRuntime>(
    () => ({
      views,
      renderActivity,
      selectionActivities,
      mode,
      viewer: viewer ?? (mode === 'preview' ? 'instructor' : 'learner'),
      sectionSlug,
      resourceAttemptGuid,
      state,
      emit,
      renderItems,
      keepsServerContent,
    }),
    [views, renderActivity, selectionActivities, mode, viewer, sectionSlug, resourceAttemptGuid, state, emit, renderItems, keepsServerContent],
  );

  // Element views keep what the learner did in the page attempt's state (a run-code block's code).
  const attemptState = useMemo<AttemptState | undefined>(() => {
    if (!state || !sectionSlug || !resourceAttemptGuid) return undefined;
    const scope = resourceAttemptScope(sectionSlug, resourceAttemptGuid);
    return { read: (keys) => state.read(scope, keys), write: (values) => state.write(scope, values) };
  }, [state, sectionSlug, resourceAttemptGuid]);
  const viewsContext = useMemo<DeliveryContextValue>(() => (attemptState ? { ...context, attemptState } : context), [context, attemptState]);

  return (
    <PageRuntimeContext.Provider value={runtime}>
      <DeliveryContext.Provider value={viewsContext}>
        {api ? <DeferredOfflineDetector api={api} keepsWork={keepsLearnerWork(items)} /> : null}
        <ItemList
          items={items}
          elementId={pageId === undefined ? 'page' : String(pageId)}
          paginationMode={paginationMode ?? 'normal'}
          initiallyVisible={initiallyVisible}
          label="Pages of this lesson"
        />
      </DeliveryContext.Provider>
    </PageRuntimeContext.Provider>
  );
}

/** Whether a learner's answers or choices on these items are saved: activities, surveys, alternatives, revealed pages. */
function keepsLearnerWork(items: readonly PageItem[]): boolean {
  return items.some((item) => {
    if (item.type === 'activity-reference' || item.type === 'selection' || item.type === 'survey' || item.type === 'alternatives') return true;
    if (item.type === 'group' && item.paginationMode === 'manualReveal') return true;
    return 'children' in item && item.type !== 'content' && Array.isArray(item.children) && keepsLearnerWork(item.children as PageItem[]);
  });
}
