import { createContext, useContext } from 'react';
import type { ContentTypeRequest } from '../content/content-type-request.js';
import type { TriggerRequest } from '../content/assistant-trigger.js';
import type { AttemptState } from './attempt-state.js';

/** A learner event a delivery view raises (video played, survey submitted…). @public */
export interface DeliveryEvent {
  readonly type: string;
  readonly [field: string]: unknown;
}

/**
 * A learner action that can be taken back for a few seconds (delivery §4 "undo toasts"):
 * the host shows `description` with an Undo button; `undo` reverses what was done.
 * @public
 */
export interface Undoable {
  readonly description: string;
  readonly undo: () => void | Promise<void>;
}

/** A page of the course as a link target: its resource id, current slug and title. @public */
export interface CoursePage {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
}

/**
 * What a delivery view knows about where it is shown. The view of an element that is not
 * `interactive` is drawn once for every learner of a section: it sees `mode`,
 * `sectionSlug`, `projectSlug`, `coursePages` and `pageData` only (and the project's plugin
 * settings, through `usePluginSettings`).
 * @public
 */
export interface DeliveryContextValue {
  readonly mode: 'delivery' | 'preview' | 'review';
  readonly sectionSlug?: string;
  readonly projectSlug?: string;
  /**
   * The pages of the section's course a learner can open, in reading order, for links to
   * them (a page link names its page by id). Absent where the host does not know them.
   */
  readonly coursePages?: readonly CoursePage[];
  readonly resourceAttemptGuid?: string;
  /** Sends a learner event; views never talk to the server themselves. */
  readonly emit?: (event: DeliveryEvent) => void;
  /** Offers the learner an undo of what they just did; absent where nothing is kept. */
  readonly offerUndo?: (undoable: Undoable) => void;
  /** The page attempt's saved state; absent where nothing is kept (previews, the server's drawing). */
  readonly attemptState?: AttemptState;
  /** Calls the plugins' content-type routes; absent while the server draws the page. */
  readonly requestContentType?: ContentTypeRequest;
  /** The resource id of the page shown (the trigger API's `resource_id`); absent outside a page of a section. */
  readonly resourceId?: number;
  /**
   * Sends a DOT trigger to the section's course assistant (`POST /api/v1/triggers/{sectionSlug}`);
   * absent while the server draws the page and outside a section.
   */
  readonly requestTrigger?: TriggerRequest;
  /**
   * What the plugins' server parts add to the page (their `pageData`), by plugin id: the
   * same for every learner of the section. Read it with `usePageData`.
   */
  readonly pageData?: Readonly<Record<string, unknown>>;
}

/** @public */
export const DeliveryContext = createContext<DeliveryContextValue>({ mode: 'delivery' });

/** What a plugin's server part added to the page shown (`pageData`), or undefined. @public */
export function usePageData<T>(pluginId: string): T | undefined {
  const { pageData } = useContext(DeliveryContext);
  return pageData && Object.hasOwn(pageData, pluginId) ? (pageData[pluginId] as T) : undefined;
}

/** The current delivery context. @public */
export function useDeliveryContext(): DeliveryContextValue {
  return useContext(DeliveryContext);
}
