import { createContext, useContext, useEffect } from 'react';
import type { AttemptHistory, DeliveredAttempt } from './activity-attempt-client.js';
import type { DeliveredPage, Lesson, PageAttempt } from './lesson.js';
import type { PreviewedActivity } from './preview-lesson.js';
import type { DeliveredSection } from './section-client.js';

/** A learner's attempt at one activity of the page, as its view first draws it. */
export interface ServerRenderedActivity {
  readonly attempt: DeliveredAttempt;
  readonly history: AttemptHistory;
}

/**
 * Everything the lesson route draws a page from, as the server gathered it for the page's
 * first response: the section and its outline, the page, and for a learner the attempt
 * with each activity's state, or in preview the activities' models. Or, instead of the
 * page, the message of why it cannot be shown.
 */
export interface ServerRenderedLesson {
  readonly sectionSlug: string;
  readonly slug: string;
  readonly preview: boolean;
  readonly section?: DeliveredSection;
  readonly pageId?: number;
  readonly page?: DeliveredPage;
  readonly attempt?: PageAttempt;
  /** By activity attempt guid. */
  readonly activities?: Readonly<Record<string, ServerRenderedActivity>>;
  readonly previewActivities?: readonly PreviewedActivity[];
  readonly error?: string;
}

/** The server-rendered lesson, and the lesson its first render draws, prepared before it. */
export interface ServerLesson {
  readonly state: ServerRenderedLesson;
  /** Absent when the page cannot be shown (`state.error`). */
  readonly lesson?: Lesson;
  /** Set once the page has mounted: from then on the route loads what it shows itself. */
  mounted: boolean;
  /** The activity attempts whose views have not mounted yet (they may hydrate after the page). */
  readonly pendingActivities: Set<string>;
}

const ServerLessonContext = createContext<ServerLesson | null>(null);

export const ServerLessonProvider = ServerLessonContext.Provider;

/**
 * The server-rendered lesson, when the route at these parameters is the one the server
 * drew and has not yet mounted: its first render then matches the server's HTML. Later
 * visits (client-side navigation) load their page as usual.
 */
export function useServerLesson(sectionSlug: string, slug: string, preview: boolean): ServerLesson | null {
  const value = useContext(ServerLessonContext);
  const matches = value !== null && !value.mounted && value.state.sectionSlug === sectionSlug && value.state.slug === slug && value.state.preview === preview;
  useEffect(() => {
    if (value) value.mounted = true;
  }, [value]);
  return matches ? value : null;
}

/**
 * A learner's activity attempt as the server drew it, until its view has mounted: an
 * activity's script may arrive after the page has hydrated, and it hydrates then.
 */
export function useServerRenderedActivity(attemptGuid: string): ServerRenderedActivity | undefined {
  const value = useContext(ServerLessonContext);
  useEffect(() => {
    value?.pendingActivities.delete(attemptGuid);
  }, [value, attemptGuid]);
  return value?.pendingActivities.has(attemptGuid) ? value.state.activities?.[attemptGuid] : undefined;
}
