/**
 * Test support (not used by the app): a section's delivery routes in memory, over
 * multiple-choice activities evaluated with core as the server does, with the learner
 * state routes, and a page of items rendered through `PageItems` as the lesson route does.
 */
import { afterEach } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { deliveredModel, evaluateActivityPart, modelParts, type ActivityTypeContribution, type PageItem } from '@quire/core';
import { DeliveryContext, type DeliveryContextValue, type DeliveryEvent, type DeliveryViews } from '@quire/plugin-sdk/delivery';
import { ApiClient } from '../../../app/api-client.js';
import { SessionProvider } from '../../../app/session.js';
import { DeliveredActivity } from '../../delivered-activity.js';
import { PageItems, type PageItemsProps } from '../../page-items.js';
import { loadEditorPlugins } from '../../../editor/block-editor/editor-plugins.js';
import { loadDeliveryViews } from '../../../plugins/delivery-views.js';
import { offlineQueueFor } from '../../state/offline-queue.js';

interface StoredAttempt {
  guid: string;
  number: number;
  state: 'active' | 'evaluated';
  score: number | null;
  response: string | null;
  evaluation: unknown;
  /** Hints handed out so far. */
  hints?: number;
}

export interface FakeRequest {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

export interface FakeSectionOptions {
  /** The multiple-choice type, from the loaded editor plugins. */
  readonly multipleChoice: ActivityTypeContribution<Record<string, unknown>>;
  /** The activity ids on the page. */
  readonly activities?: readonly number[];
  /** Starting state of the section (course) and of the page attempt `page-1`. */
  readonly courseState?: Record<string, unknown>;
  readonly attemptState?: Record<string, unknown>;
  /** The hints of the activities' part, handed out one by one. */
  readonly hints?: readonly string[];
  /** When given, every submission is refused with this message (status 400). */
  readonly refuseSubmit?: string;
}

export function content(id: string, text: string): PageItem {
  return { type: 'content', id, children: [{ type: 'p', id: `${id}-p`, children: [{ text }] }] } as PageItem;
}

export function activity(id: string, activityId: number): PageItem {
  return { type: 'activity-reference', id, activity_id: activityId };
}

export function pageBreak(id: string): PageItem {
  return { type: 'break', id };
}

/** Whether an element is shown: neither it nor an ancestor is hidden. */
export function isShown(element: Element | null): boolean {
  return element !== null && element.closest('[hidden]') === null;
}

export function fakeSection(options: FakeSectionOptions) {
  const { multipleChoice } = options;
  const model = multipleChoice.createDefaultModel() as Record<string, unknown> & { authoring: { transformations: unknown[] } };
  model.authoring.transformations = [];
  const attempts = new Map<number, StoredAttempt[]>();
  for (const id of options.activities ?? []) attempts.set(id, [{ guid: `a${id}-1`, number: 1, state: 'active', score: null, response: null, evaluation: null }]);
  const course: Record<string, unknown> = { ...options.courseState };
  const attemptState: Record<string, unknown> = { ...options.attemptState };
  const requests: FakeRequest[] = [];
  const network = { down: false };
  const hints = (options.hints ?? ['A hint']).map((text, index) => ({ id: `h${index}`, content: [{ type: 'p', id: `hp${index}`, children: [{ text }] }] }));

  const stateOf = (attempt: StoredAttempt) => ({
    attemptGuid: attempt.guid,
    attemptNumber: attempt.number,
    state: attempt.state,
    score: attempt.score,
    outOf: attempt.state === 'evaluated' ? 1 : null,
    parts: modelParts(model).map((part) => ({
      partId: part.id,
      attemptGuid: `${attempt.guid}-p`,
      response: attempt.response,
      evaluation: attempt.evaluation,
      hints: hints.slice(0, attempt.hints ?? 0),
      hasMoreHints: attempt.state === 'active' && (attempt.hints ?? 0) < hints.length,
    })),
  });

  const stateRoute = (store: Record<string, unknown>, method: string, query: URLSearchParams, body: unknown) => {
    if (method === 'GET') {
      const keys = query.getAll('keys[]');
      const answer: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(store)) if (keys.length === 0 || keys.includes(key)) answer[key] = value;
      return Response.json(answer);
    }
    if (method === 'PUT') Object.assign(store, body);
    if (method === 'DELETE') for (const key of query.getAll('keys[]')) delete store[key];
    return Response.json({ result: 'success' });
  };

  const handler: typeof fetch = async (url, init) => {
    const [path, search = ''] = String(url).replace('/api/v1', '').split('?');
    const method = init?.method ?? 'GET';
    if (network.down) throw new TypeError('Failed to fetch');
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    requests.push({ method, path: search ? `${path}?${search}` : path, body });
    const query = new URLSearchParams(search);
    if (path === '/auth/me') return Response.json({ user: { id: 1, name: 'Lea', email: 'l@x' }, csrfToken: 't' });
    if (path === '/state/course/bio') return stateRoute(course, method, query, body);
    if (path === '/state/course/bio/resource_attempt/page-1') return stateRoute(attemptState, method, query, body);
    const history = /^\/sections\/bio\/activity\/(\d+)\/attempts$/.exec(path);
    if (history) {
      const list = [...(attempts.get(Number(history[1])) ?? [])].reverse();
      return Response.json({
        result: 'success',
        scoringStrategy: 'best',
        combinedScore: null,
        attempts: list.map((a) => ({ attemptGuid: a.guid, attemptNumber: a.number, state: a.state, date: null, score: a.score, outOf: a.score === null ? null : 1 })),
      });
    }
    const match = /^\/state\/course\/bio\/activity_attempt\/a(\d+)-(\d+)(\/.*)?$/.exec(path);
    const list = match ? attempts.get(Number(match[1])) : undefined;
    const attempt = list?.find((candidate) => candidate.guid === `a${match![1]}-${match![2]}`);
    if (!match || !list || !attempt) return Response.json({ message: 'Not found' }, { status: 404 });
    const rest = match[3] ?? '';
    if (method === 'GET') return Response.json({ result: 'success', model: deliveredModel(model), state: stateOf(attempt) });
    if (method === 'PUT' && options.refuseSubmit) return Response.json({ message: options.refuseSubmit }, { status: 400 });
    if (method === 'PUT') {
      if (attempt.state !== 'active') return Response.json({ message: 'The attempt is already evaluated; reset to try again' }, { status: 400 });
      const input = (body as { partInputs: { response: { input: string } }[] }).partInputs[0].response.input;
      const evaluation = evaluateActivityPart(multipleChoice, model, { partId: '1', input }, { attemptNumber: attempt.number });
      Object.assign(attempt, { state: 'evaluated', score: evaluation.score, response: input, evaluation });
      return Response.json({ result: 'success', state: stateOf(attempt) });
    }
    if (rest === '/reset') {
      const next: StoredAttempt = { guid: `a${match[1]}-${list.length + 1}`, number: list.length + 1, state: 'active', score: null, response: null, evaluation: null };
      list.push(next);
      return Response.json({ result: 'success', model: deliveredModel(model), state: stateOf(next) }, { status: 201 });
    }
    if (rest.endsWith('/hint')) {
      const given = attempt.hints ?? 0;
      attempt.hints = Math.min(given + 1, hints.length);
      return Response.json({ result: 'success', hint: hints[given] ?? null, hasMoreHints: attempt.hints < hints.length });
    }
    return Response.json({ message: 'Not found' }, { status: 404 });
  };
  let api = new ApiClient('/api/v1', handler);

  const events: DeliveryEvent[] = [];

  /** Renders the items as the lesson route does, in section `bio`, page attempt `page-1`. */
  const renderPage = (
    items: readonly PageItem[],
    views: DeliveryViews,
    extra: Partial<PageItemsProps> & { context?: Partial<DeliveryContextValue> } = {},
  ) => {
    const { context, ...props } = extra;
    const value: DeliveryContextValue = {
      mode: 'delivery',
      sectionSlug: 'bio',
      resourceAttemptGuid: 'page-1',
      emit: (event) => events.push(event),
      ...context,
    };
    const tree = (
      <SessionProvider api={api}>
        <DeliveryContext.Provider value={value}>
          <PageItems
            items={items}
            views={views}
            renderActivity={(item) =>
              attempts.has(Number(item.activity_id)) ? (
                <DeliveredActivity sectionSlug="bio" activityId={Number(item.activity_id)} activityType="oli_multiple_choice" attemptGuid={`a${item.activity_id}-1`} views={views} />
              ) : null
            }
            {...props}
          />
        </DeliveryContext.Provider>
      </SessionProvider>
    );
    return render(tree);
  };

  /** A reload of the browser page: a new API client (so a new offline queue) over the same server. */
  const reload = () => {
    api = new ApiClient('/api/v1', handler);
    return api;
  };

  return {
    get api() {
      return api;
    },
    attempts,
    course,
    attemptState,
    requests,
    network,
    events,
    renderPage,
    reload,
  };
}

/**
 * Renders one of each lazily loaded item view (pagination, survey, alternatives, report,
 * selection, group) and waits for them, so a test can query them synchronously in any order.
 */
export async function loadLazyItemViews(views: DeliveryViews): Promise<void> {
  const text = (id: string) => ({ type: 'content', id, children: [{ type: 'p', id: `${id}-p`, children: [{ text: id }] }] });
  const items = [
    text('a'),
    { type: 'break', id: 'b' },
    { type: 'survey', id: 's', children: [text('s1')] },
    { type: 'alternatives', id: 'al', strategy: 'select_all', alternatives_id: 'x', children: [{ type: 'alternative', id: 'v', value: 'v', children: [text('v1')] }] },
    { type: 'report', id: 'r', activityId: 1 },
    { type: 'selection', id: 'se', count: 1, logic: null },
    { type: 'group', id: 'g', purpose: 'none', children: [text('g1')] },
  ] as unknown as PageItem[];
  const { unmount } = render(
    <DeliveryContext.Provider value={{ mode: 'preview' }}>
      <PageItems items={items} views={views} />
    </DeliveryContext.Provider>,
  );
  await waitFor(() => {
    if (document.querySelector('[role="status"]')?.textContent === 'Loading…') throw new Error('still loading');
  });
  unmount();
}

/**
 * What the learner-page tests share: the plugins' delivery views (lazy item views loaded),
 * the multiple-choice type, a fake section per test, and cleanup after each test.
 */
export async function learnerPageTests() {
  const multipleChoice = (await loadEditorPlugins()).host.activityTypes.get('oli_multiple_choice') as ActivityTypeContribution<Record<string, unknown>>;
  const views = await loadDeliveryViews();
  await loadLazyItemViews(views);
  const disposers: (() => void)[] = [];
  afterEach(() => {
    cleanup();
    for (const dispose of disposers.splice(0)) dispose();
    localStorage.clear();
  });
  const section = (options: Omit<FakeSectionOptions, 'multipleChoice'> = {}) => {
    const fake = fakeSection({ multipleChoice, ...options });
    disposers.push(() => offlineQueueFor(fake.api).dispose());
    return fake;
  };
  return { multipleChoice, views, section };
}
