import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { useNavigate } from '../app/routing.js';
import type { ActivityReferenceItem, PageItem } from '@quire/core';
import { DeliveryContext, PluginSettingsContext, type DeliveryContextValue, type DeliveryViews } from '@quire/plugin-sdk/delivery';
import type { ApiClient } from '../app/api-client.js';
import { errorMessage } from '../app/error-message.js';
import { reportClientError } from '../app/report-client-error.js';
import { useApi } from '../app/session.js';
import { contentTypeRequester } from '../app/content-type-request.js';
import { triggerRequester } from '../app/trigger-request.js';
import { loadDeliveryViews } from '../plugins/delivery-views.js';
import { CourseOutline } from './course-outline.js';
import { DeliveryLayout } from './delivery-layout.js';
import { useInAppLinks } from './in-app-links.js';
import { PageItems } from './page-items.js';
import { PreviewNote } from './preview-note.js';
import { pageContentKinds } from './content-kinds.js';
import type { DeliveredPage, Lesson, PageAttempt } from './lesson.js';
import { coursePagesOf, findPageSlug, lessonPath, loadSection, pagesInOrder, type DeliveredSection } from './section-client.js';
import { useOfferUndo } from '../app/undo/undo-toasts.js';
import { useServerLesson } from './server-lesson-context.js';

// Pages without activities never download the attempt machinery.
const DeliveredActivity = lazy(() => import('./delivered-activity.js').then((m) => ({ default: m.DeliveredActivity })));
// Only previews download what a preview needs.
const loadPreviewLesson = (api: ApiClient, base: string, pageId: number) => import('./preview-lesson.js').then((m) => m.loadPreviewLesson(api, base, pageId));

const NOT_IN_COURSE = 'This page is not part of the course.';

/** The named delivery component that lists a page's references (delivery §2). */
const REFERENCES_WIDGET = 'References';

const DEFAULT_PLUGIN_SETTINGS = {};

/** The learner's page: its published revision and the learner's attempt (opened on the first visit). */
async function loadLearnerLesson(api: ApiClient, base: string, pageId: number): Promise<Lesson> {
  const [page, attempt] = await Promise.all([
    api.get<DeliveredPage>(`/storage/course${base}/resource/${pageId}`),
    api.post<PageAttempt>(`/sections${base}/resource/${pageId}/attempt`),
  ]);
  // Only the plugins this page's content and activities use are downloaded.
  const views = await loadDeliveryViews(
    pageContentKinds(
      page.content.model ?? [],
      attempt.activityAttempts.map((activity) => activity.activityType),
    ),
  );
  return { pageId, page, attempt, views };
}

/**
 * A page of a section as a learner takes it (`/sections/{sectionSlug}/lesson/{slug}`): the
 * published revision, drawn by the element plugins, with the learner's attempt at each
 * of its activities, and the previous and next pages of the course. In preview
 * (`/sections/{sectionSlug}/preview/lesson/{slug}`, project members and instructors) the
 * page is drawn the same way, its activities can be answered, and nothing is recorded. An
 * address with a page's former slug moves to its current one.
 */
export function LessonRoute({ preview = false }: { preview?: boolean }) {
  const { sectionSlug = '', slug = '' } = useParams();
  const api = useApi();
  const navigate = useNavigate();
  const offerUndo = useOfferUndo();
  const followLink = useInAppLinks(preview);
  // The page the server drew: the first render shows it as the server did, with nothing to load.
  const fromServer = useServerLesson(sectionSlug, slug, preview);
  const [section, setSection] = useState<DeliveredSection | undefined>(() => fromServer?.state.section);
  const [lesson, setLesson] = useState<Lesson | undefined>(() => fromServer?.lesson);
  const [error, setError] = useState<string | undefined>(() => fromServer?.state.error);
  const loadedByServer = useRef(fromServer !== null);

  const pages = useMemo(() => (section ? pagesInOrder(section.hierarchy) : []), [section]);
  const position = pages.findIndex((page) => page.slug === slug);

  useEffect(() => {
    if (loadedByServer.current) {
      loadedByServer.current = false;
      return;
    }
    let cancelled = false;
    setLesson(undefined);
    setError(undefined);
    (async () => {
      const loaded = await loadSection(api, sectionSlug, preview);
      if (cancelled) return;
      setSection(loaded);
      const outlinePages = pagesInOrder(loaded.hierarchy);
      const node = outlinePages.find((page) => page.slug === slug);
      if (!node) {
        // An address from before a rename (a link, a bookmark) moves to the page's current one.
        const current = await findPageSlug(api, sectionSlug, slug, preview);
        if (cancelled) return;
        if (current === slug || !outlinePages.some((page) => page.slug === current)) throw new Error(NOT_IN_COURSE);
        // The query and fragment go along; changing them alone reloads nothing.
        const { search, hash } = window.location;
        navigate(`${lessonPath(sectionSlug, current, preview)}${search}${hash}`, { replace: true });
        return;
      }
      const base = `/${encodeURIComponent(sectionSlug)}`;
      const next = await (preview ? loadPreviewLesson : loadLearnerLesson)(api, base, Number(node.id));
      if (!cancelled) setLesson(next);
    })().catch((e: unknown) => !cancelled && setError(errorMessage(e)));
    return () => {
      cancelled = true;
    };
  }, [api, navigate, sectionSlug, slug, preview]);

  const attemptGuid = lesson?.attempt?.attemptGuid;
  const resourceId = lesson?.pageId;
  const coursePages = useMemo(() => (section ? coursePagesOf(section.hierarchy) : undefined), [section]);
  const pageData = lesson?.page.pageData;
  const context = useMemo<DeliveryContextValue>(
    () =>
      preview
        ? { mode: 'preview', sectionSlug, coursePages, pageData, resourceId, requestContentType: contentTypeRequester(api), requestTrigger: triggerRequester(api, sectionSlug) }
        : {
            mode: 'delivery',
            sectionSlug,
            coursePages,
            pageData,
            resourceId,
            resourceAttemptGuid: attemptGuid,
            offerUndo,
            requestContentType: contentTypeRequester(api),
            requestTrigger: triggerRequester(api, sectionSlug),
            // Learner events (survey submitted, video played…) are recorded against the page attempt.
            emit: (event) => {
              if (!attemptGuid) return;
              api
                .post('/xapi/delivery', { event, key: { type: event.type.startsWith('video_') ? 'page_video_key' : event.type, page_attempt_guid: attemptGuid } })
                .catch((e: unknown) => reportClientError(e, 'recording a learner event'));
            },
          },
    [api, sectionSlug, coursePages, pageData, resourceId, attemptGuid, preview, offerUndo],
  );

  const selectionActivities = useMemo(() => {
    const selections = lesson?.attempt?.selections;
    return selections ? (selectionId: string) => selections.find((drawn) => drawn.selectionId === selectionId)?.activityIds ?? [] : undefined;
  }, [lesson]);

  const outline = section ? <CourseOutline sectionSlug={sectionSlug} hierarchy={section.hierarchy} currentSlug={slug} preview={preview} /> : null;
  const previous = position > 0 ? pages[position - 1] : undefined;
  const next = position >= 0 && position < pages.length - 1 ? pages[position + 1] : undefined;

  return (
    <DeliveryLayout sectionSlug={sectionSlug} sectionTitle={section?.section.title ?? ''} outline={outline} preview={preview}>
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      {lesson ? (
        <DeliveryContext.Provider value={context}>
          <PluginSettingsContext.Provider value={section?.pluginSettings ?? DEFAULT_PLUGIN_SETTINGS}>
            <article className="lesson" onClick={followLink}>
              {preview ? <PreviewNote /> : null}
              <h1>{lesson.page.title}</h1>
              <PageItems
                items={lesson.page.content.model ?? []}
                pageId={lesson.pageId}
                views={lesson.views}
                selectionActivities={selectionActivities}
                renderActivity={(item) => renderActivity(item, lesson, sectionSlug)}
                keepsServerContent={lesson.keepsServerContent}
              />
              <PageReferences views={lesson.views} />
            </article>
            <nav className="lesson-pager" aria-label="Pages">
              {previous ? (
                <Link rel="prev" to={lessonPath(sectionSlug, previous.slug, preview)}>
                  ← {previous.title}
                </Link>
              ) : (
                <span />
              )}
              {next ? (
                <Link rel="next" to={lessonPath(sectionSlug, next.slug, preview)}>
                  {next.title} →
                </Link>
              ) : null}
            </nav>
          </PluginSettingsContext.Provider>
        </DeliveryContext.Provider>
      ) : error ? null : (
        <p role="status">Loading…</p>
      )}
    </DeliveryLayout>
  );
}

/** The page's References (delivery §2), when a loaded plugin gives the widget: it reads what it lists from the page's data. */
function PageReferences({ views }: { views: DeliveryViews }) {
  const References = views.widget<Record<string, never>>(REFERENCES_WIDGET);
  return References ? <References /> : null;
}

/** An activity of the page: the learner's attempt at it, or in preview its model answered locally. */
function renderActivity(item: ActivityReferenceItem, lesson: Lesson, sectionSlug: string): ReactNode {
  if (lesson.renderPreviewActivity) return lesson.renderPreviewActivity(item);
  const activityId = Number(item.activity_id);
  const activity = lesson.attempt?.activityAttempts.find((candidate) => candidate.activityId === activityId);
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
}
