import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { PageItem } from '@quire/core';
import { DeliveryContext, type DeliveryContextValue, type DeliveryViews } from '@quire/plugin-sdk/delivery';
import { errorMessage } from '../app/error-message.js';
import { reportClientError } from '../app/report-client-error.js';
import { useApi } from '../app/session.js';
import { loadDeliveryViews } from '../plugins/delivery-views.js';
import { CourseOutline } from './course-outline.js';
import { DeliveryLayout } from './delivery-layout.js';
import { PageItems } from './page-items.js';
import { pageContentKinds } from './content-kinds.js';
import { lessonPath, loadSection, pagesInOrder, type DeliveredSection } from './section-client.js';

// Pages without activities never download the attempt machinery.
const DeliveredActivity = lazy(() => import('./delivered-activity.js').then((m) => ({ default: m.DeliveredActivity })));

interface DeliveredPage {
  readonly title: string;
  readonly content: { readonly model?: PageItem[] };
}

interface PageAttempt {
  readonly attemptGuid: string;
  readonly activityAttempts: readonly { activityId: number; activityType: string | null; attemptGuid: string }[];
  readonly selections?: readonly { selectionId: string; activityIds: readonly number[] }[];
}

interface Lesson {
  readonly pageId: number;
  readonly page: DeliveredPage;
  readonly attempt: PageAttempt;
  readonly views: DeliveryViews;
}

/**
 * A page of a section as a learner takes it (`/sections/{sectionSlug}/lesson/{slug}`): the
 * published revision, drawn by the element plugins, with the learner's attempt at each
 * of its activities, and the previous and next pages of the course.
 */
export function LessonRoute() {
  const { sectionSlug = '', slug = '' } = useParams();
  const api = useApi();
  const [section, setSection] = useState<DeliveredSection>();
  const [lesson, setLesson] = useState<Lesson>();
  const [error, setError] = useState<string>();

  const pages = useMemo(() => (section ? pagesInOrder(section.hierarchy) : []), [section]);
  const position = pages.findIndex((page) => page.slug === slug);

  useEffect(() => {
    let cancelled = false;
    setLesson(undefined);
    setError(undefined);
    (async () => {
      const loaded = await loadSection(api, sectionSlug);
      if (cancelled) return;
      setSection(loaded);
      const node = pagesInOrder(loaded.hierarchy).find((page) => page.slug === slug);
      if (!node) throw new Error('This page is not part of the course.');
      const base = `/${encodeURIComponent(sectionSlug)}`;
      const [page, attempt] = await Promise.all([
        api.get<DeliveredPage>(`/storage/course${base}/resource/${node.id}`),
        api.post<PageAttempt>(`/sections${base}/resource/${node.id}/attempt`),
      ]);
      // Only the plugins this page's content and activities use are downloaded.
      const views = await loadDeliveryViews(
        pageContentKinds(
          page.content.model ?? [],
          attempt.activityAttempts.map((activity) => activity.activityType),
        ),
      );
      if (!cancelled) setLesson({ pageId: Number(node.id), page, attempt, views });
    })().catch((e: unknown) => !cancelled && setError(errorMessage(e)));
    return () => {
      cancelled = true;
    };
  }, [api, sectionSlug, slug]);

  const attemptGuid = lesson?.attempt.attemptGuid;
  const context = useMemo<DeliveryContextValue>(
    () => ({
      mode: 'delivery',
      sectionSlug,
      resourceAttemptGuid: attemptGuid,
      // Learner events (survey submitted, video played…) are recorded against the page attempt.
      emit: (event) => {
        if (!attemptGuid) return;
        api.post('/xapi/delivery', { event, key: { type: event.type, page_attempt_guid: attemptGuid } }).catch((e: unknown) => reportClientError(e, 'recording a learner event'));
      },
    }),
    [api, sectionSlug, attemptGuid],
  );

  const outline = section ? <CourseOutline sectionSlug={sectionSlug} hierarchy={section.hierarchy} currentSlug={slug} /> : null;
  const previous = position > 0 ? pages[position - 1] : undefined;
  const next = position >= 0 && position < pages.length - 1 ? pages[position + 1] : undefined;

  return (
    <DeliveryLayout sectionSlug={sectionSlug} sectionTitle={section?.section.title ?? ''} outline={outline}>
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      {lesson ? (
        <DeliveryContext.Provider value={context}>
          <article className="lesson">
            <h1>{lesson.page.title}</h1>
            <PageItems
              items={lesson.page.content.model ?? []}
              pageId={lesson.pageId}
              views={lesson.views}
              selectionActivities={(selectionId) => lesson.attempt.selections?.find((drawn) => drawn.selectionId === selectionId)?.activityIds ?? []}
              renderActivity={(item) => {
                const activity = lesson.attempt.activityAttempts.find((candidate) => candidate.activityId === Number(item.activity_id));
                return activity ? (
                  <Suspense fallback={<p role="status">Loading activity…</p>}>
                    <DeliveredActivity
                      sectionSlug={sectionSlug}
                      activityId={activity.activityId}
                      activityType={activity.activityType}
                      attemptGuid={activity.attemptGuid}
                      views={lesson.views}
                    />
                  </Suspense>
                ) : null;
              }}
            />
          </article>
          <nav className="lesson-pager" aria-label="Pages">
            {previous ? (
              <Link rel="prev" to={lessonPath(sectionSlug, previous.slug)}>
                ← {previous.title}
              </Link>
            ) : (
              <span />
            )}
            {next ? (
              <Link rel="next" to={lessonPath(sectionSlug, next.slug)}>
                {next.title} →
              </Link>
            ) : null}
          </nav>
        </DeliveryContext.Provider>
      ) : error ? null : (
        <p role="status">Loading…</p>
      )}
    </DeliveryLayout>
  );
}
