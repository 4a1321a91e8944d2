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
  /** For a visitor who is not signed in: the section when it takes guests, null when it does not or is unknown. */
  readonly openSection?: { readonly title: string } | null;
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
 * visits (client-side navigation) load their page as usual, and so does the lesson of a
 * visitor who signed in or joined as a guest from the offer the server drew.
 */
export function useServerLesson(sectionSlug: string, slug: string, preview: boolean): ServerLesson | null {
  const value = useContext(ServerLessonContext);
  const { state } = value ?? {};
  const matches =
    value !== null && !value.mounted && state?.openSection === undefined && state?.sectionSlug === sectionSlug && state.slug === slug && state.preview === preview;
  useEffect(() => {
    if (value) value.mounted = true;
  }, [value]);
  return matches ? value : null;
}

/**
 * Whether the section takes guests, as the server told a visitor who is not signed in
 * when it drew the page: the section's title, null when it does not, undefined when the
 * server did not draw this page (the sign-in screen then asks the API).
 */
export function useServerOpenSection(sectionSlug: string): { readonly title: string } | null | undefined {
  const value = useContext(ServerLessonContext);
  return value?.state.sectionSlug === sectionSlug ? value.state.openSection : undefined;
}

/** How long the app waits for the activities the server drew to hydrate before it says it has started. */
const ACTIVITIES_HYDRATED_LIMIT_MS = 10_000;

/**
 * Resolves once every activity the server drew has hydrated (their views arrive after the
 * page's), or after `ACTIVITIES_HYDRATED_LIMIT_MS`: a click held until then finds them live.
 */
export function activitiesHydrated(lesson: ServerLesson): Promise<void> {
  const giveUpAt = Date.now() + ACTIVITIES_HYDRATED_LIMIT_MS;
  return new Promise((resolve) => {
    const check = () => (lesson.pendingActivities.size === 0 || Date.now() > giveUpAt ? resolve() : setTimeout(check, 16));
    check();
  });
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
