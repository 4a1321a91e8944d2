import { createContext, useContext, type ReactNode } from 'react';
import type { ActivityReferenceItem, PageItem } from '@quire/core';
import type { DeliveryContextValue, DeliveryEvent, DeliveryViews } from '@quire/plugin-sdk/delivery';
import type { LearnerStateStore } from '../state/deferred-state-client.js';

export type PaginationMode = 'normal' | 'manualReveal';

/** Who is looking: instructors also see groups meant for instructors. */
export type Viewer = 'learner' | 'instructor';

/** A run of items, split into pages at its breaks. */
export interface ItemListProps {
  readonly items: readonly PageItem[];
  /** The page's or group's id: the key of its revealed pages. */
  readonly elementId: string;
  readonly paginationMode?: PaginationMode;
  /** Pages shown from the start (manualReveal), or the page shown first (normal). */
  readonly initiallyVisible?: readonly number[];
  /** The accessible name of the pagination controls. */
  readonly label: string;
}

/** What every delivered item of one page shares. */
export interface PageRuntime {
  readonly views: DeliveryViews;
  readonly renderActivity?: (item: ActivityReferenceItem) => ReactNode;
  /**
   * The activities the page attempt drew for a selection, in the order shown. Absent
   * outside a page attempt (an author's preview): selections then say what they will draw.
   */
  readonly selectionActivities?: (selectionId: string) => readonly number[];
  readonly mode: DeliveryContextValue['mode'];
  readonly viewer: Viewer;
  readonly sectionSlug?: string;
  readonly resourceAttemptGuid?: string;
  /** Present when the learner's state is saved (a section, not a preview). */
  readonly state?: LearnerStateStore;
  /** Sends a learner event through the delivery context's `emit`, when there is one. */
  readonly emit: (event: DeliveryEvent) => void;
  /** Draws a run of items (kept here so item views and the list do not import each other). */
  readonly renderItems: (props: ItemListProps) => ReactNode;
  /**
   * The page hydrates the server's HTML: content without islands keeps that HTML, and the
   * views of its elements are never loaded.
   */
  readonly keepsServerContent?: boolean;
}

export const PageRuntimeContext = createContext<PageRuntime | null>(null);

export function usePageRuntime(): PageRuntime {
  const runtime = useContext(PageRuntimeContext);
  if (!runtime) throw new Error('Delivered page items need PageItems around them');
  return runtime;
}
