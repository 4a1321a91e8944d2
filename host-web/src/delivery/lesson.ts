/** A page as the lesson route draws it: its content, the plugins' views and, for learners, their attempt. */
import type { ReactNode } from 'react';
import type { ActivityReferenceItem, PageItem } from '@quire/core';
import type { DeliveryViews } from '@quire/plugin-sdk/delivery';

export interface DeliveredPage {
  readonly title: string;
  readonly content: { readonly model?: PageItem[] };
  /** What the plugins' server parts add to the page, by plugin id (the delivery context's `pageData`). */
  readonly pageData?: Readonly<Record<string, unknown>>;
}

export interface PageAttempt {
  readonly attemptGuid: string;
  readonly activityAttempts: readonly { activityId: number; activityType: string | null; attemptGuid: string }[];
  readonly selections?: readonly { selectionId: string; activityIds: readonly number[] }[];
}

export interface Lesson {
  readonly pageId: number;
  readonly page: DeliveredPage;
  readonly views: DeliveryViews;
  /** The learner's page attempt; absent in preview, where nothing is recorded. */
  readonly attempt?: PageAttempt;
  /** Drawn by the server and taken over in the browser: its static content keeps the server's HTML. */
  readonly keepsServerContent?: boolean;
  /** In preview: draws an activity from its whole model, answered without recording anything. */
  readonly renderPreviewActivity?: (item: ActivityReferenceItem) => ReactNode;
}
