import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { PartResponse, RichText } from '@quire/core';
import { ExternalSubmitContext, renderContent, type ActivityAttemptState, type DeliveryViews, type ExternalSubmit } from '@quire/plugin-sdk/delivery';
import { errorMessage } from '../app/error-message.js';
import { useApi } from '../app/session.js';
import { ActivityAttemptClient, type AttemptSummary, type DeliveredAttempt } from './activity-attempt-client.js';
import { AttemptSelector } from './attempt-selector.js';
import { useSurvey, type SurveyMemberOutcome, type SurveyMemberStatus } from './content/survey-context.js';
import { HINTS_OFFLINE_MESSAGE, RESET_OFFLINE_MESSAGE, useOfflineSnapshot } from './state/offline-detector.js';
import { isNetworkFailure, offlineQueueFor, type QueuedEntry } from './state/offline-queue.js';
import { loadDeliveryViews } from '../plugins/delivery-views.js';
import { modelContentKinds } from './content-kinds.js';
import { useServerRenderedActivity } from './server-lesson-context.js';

/** Shown on an activity whose answer was submitted offline and waits to be sent. */
export const ANSWER_WAITING_MESSAGE = 'Your answer will be sent when you are back online.';

/** The attempt with the responses of a kept submission in its parts, to show them while it waits. */
function withKeptResponses(state: ActivityAttemptState, entry: QueuedEntry): ActivityAttemptState {
  const inputs = new Map<string, PartResponse['input']>();
  const partInputs = (entry.body as { partInputs?: { attemptGuid: string; response: { input: PartResponse['input'] } }[] } | undefined)?.partInputs ?? [];
  for (const input of partInputs) inputs.set(input.attemptGuid, input.response.input);
  return { ...state, parts: state.parts.map((part) => (inputs.has(part.attemptGuid) ? { ...part, response: inputs.get(part.attemptGuid) ?? null } : part)) };
}

/** Shown under an activity when the browser runs no script. */
export const ANSWERING_NEEDS_SCRIPT_MESSAGE = 'Answering this question needs JavaScript, which is turned off in this browser.';

/** Raised on the activity's element when the learner moves between the latest attempt and an earlier one. */
export const REVIEW_MODE_CHANGE_EVENT = 'quire:review-mode-change';

export interface ReviewModeChange {
  readonly activityId: number;
  readonly attemptGuid: string;
  readonly reviewMode: boolean;
}

interface DeliveredActivityProps {
  readonly sectionSlug: string;
  readonly activityId: number;
  readonly activityType: string | null;
  /** The latest attempt the page visit opened or found. */
  readonly attemptGuid: string;
  readonly views: DeliveryViews;
}

/**
 * One activity of a delivered page: the type's learner view on the learner's latest
 * attempt, answered, hinted and reset through the server, which evaluates every answer.
 * Once there are earlier attempts, the attempt selector shows them read-only.
 *
 * Submissions go through the offline queue: offline (or when the server cannot be
 * reached) the answer is kept, shown read-only as waiting, and submitted once back
 * online. Hints and new attempts need the server at once, so offline they are refused
 * with a note. Inside a survey the activity hides its own Submit and Reset and is
 * submitted and reset by the survey (see `SurveyContext`).
 */
export function DeliveredActivity({ sectionSlug, activityId, activityType, attemptGuid, views }: DeliveredActivityProps) {
  const api = useApi();
  const client = useMemo(() => new ActivityAttemptClient(api, sectionSlug, activityId), [api, sectionSlug, activityId]);
  // As the server drew it, when the page was: the first render matches its HTML.
  const fromServer = useServerRenderedActivity(attemptGuid);
  const [latest, setLatest] = useState<DeliveredAttempt | undefined>(() => fromServer?.attempt);
  const [reviewed, setReviewed] = useState<DeliveredAttempt>();
  const [attempts, setAttempts] = useState<readonly AttemptSummary[]>(() => fromServer?.history.attempts ?? []);
  const loadedByServer = useRef(fromServer !== undefined);
  const [error, setError] = useState<string>();
  const [offlineNotice, setOfflineNotice] = useState<string>();
  const root = useRef<HTMLDivElement>(null);
  const queue = useMemo(() => offlineQueueFor(api), [api]);
  const connection = useOfflineSnapshot(queue);
  const survey = useSurvey();
  const memberKey = useId();
  const latestRef = useRef(latest);
  latestRef.current = latest;
  /** The survey's submit waiting for the view to hand its responses to `onSubmit`. */
  const surveyWaiter = useRef<((outcome: SurveyMemberOutcome) => void) | null>(null);
  const submissions = useRef(0);

  const refreshHistory = useCallback(async () => {
    setAttempts((await client.history()).attempts);
  }, [client]);

  // Answers kept while offline, once sent (or refused) by the queue.
  useEffect(
    () =>
      queue.onResult((result) => {
        const current = latestRef.current;
        if (result.entry.kind !== 'answer' || !current || result.entry.path !== client.attemptPath(current.state.attemptGuid)) return;
        if (result.outcome === 'failed') {
          setError(errorMessage(result.error));
          return;
        }
        const state = (result.value as { state?: ActivityAttemptState } | null)?.state;
        if (state) setLatest((previous) => (previous && previous.state.attemptGuid === state.attemptGuid ? { ...previous, state } : previous));
        setError(undefined);
        refreshHistory().catch((e: unknown) => setError(errorMessage(e)));
      }),
    [queue, client, refreshHistory],
  );

  useEffect(() => {
    if (loadedByServer.current) {
      loadedByServer.current = false;
      return;
    }
    let cancelled = false;
    // The model's rich text may use elements the page itself does not: their views load first.
    const loadAttempt = client.load(attemptGuid).then(async (attempt) => {
      await loadDeliveryViews(modelContentKinds(attempt.model));
      return attempt;
    });
    Promise.all([loadAttempt, client.history()]).then(
      ([attempt, history]) => {
        if (cancelled) return;
        setLatest(attempt);
        setAttempts(history.attempts);
      },
      (e: unknown) => !cancelled && setError(errorMessage(e)),
    );
    return () => {
      cancelled = true;
    };
  }, [client, attemptGuid]);

  /** Runs a learner action; a failure is shown and what the learner entered stays in the view. */
  const act = async (action: () => Promise<void>) => {
    try {
      await action();
      setError(undefined);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  const announceReviewMode = (guid: string, reviewMode: boolean) => {
    const detail: ReviewModeChange = { activityId, attemptGuid: guid, reviewMode };
    root.current?.dispatchEvent(new CustomEvent(REVIEW_MODE_CHANGE_EVENT, { bubbles: true, detail }));
  };

  /** The learner's kept (offline) submission of the latest attempt, if any. */
  const waiting = latest
    ? connection.pending.find((entry) => entry.kind === 'answer' && entry.method === 'PUT' && entry.path === client.attemptPath(latest.state.attemptGuid))
    : undefined;

  // In a survey the view hands its submit over (ExternalSubmitContext) instead of showing Submit.
  const viewSubmit = useRef<(() => Promise<void>) | null>(null);
  const externalSubmit = useMemo<ExternalSubmit>(() => ({ register: (submit) => void (viewSubmit.current = submit) }), []);

  const viewMissing = !activityType || !views.activity(activityType);
  const memberStatus: SurveyMemberStatus | null = viewMissing ? null : !latest ? (error ? null : 'loading') : waiting ? 'waiting' : latest.state.state === 'active' ? 'active' : 'done';
  const surveyActions = useRef({
    submit: async (): Promise<SurveyMemberOutcome> => 'unanswered',
    reset: async (): Promise<void> => {},
  });

  // A member of the survey it is in, replaced as its status changes.
  useEffect(() => {
    if (!survey || memberStatus === null) return;
    return survey.register(memberKey, {
      status: memberStatus,
      canSubmit: () => viewSubmit.current !== null,
      submit: () => surveyActions.current.submit(),
      reset: () => surveyActions.current.reset(),
    });
  }, [survey, memberKey, memberStatus]);


  const chooseAttempt = (guid: string) =>
    act(async () => {
      if (!latest) return;
      if (guid === latest.state.attemptGuid) {
        setReviewed(undefined);
      } else {
        setReviewed(await client.load(guid));
      }
      announceReviewMode(guid, guid !== latest.state.attemptGuid);
    });

  if (!latest) {
    return error ? (
      <p className="alert alert-error" role="alert">
        {error}
      </p>
    ) : (
      <p role="status">Loading activity…</p>
    );
  }

  const View = activityType ? views.activity(activityType) : undefined;
  if (!View) {
    return (
      <p className="alert alert-warning" role="alert">
        This activity cannot be shown: no learner view is loaded for its type.
      </p>
    );
  }

  const shown = reviewed ?? latest;
  const setLatestState = (state: ActivityAttemptState) => setLatest({ ...latest, state });

  const submitResponses = async (responses: readonly PartResponse[]): Promise<SurveyMemberOutcome> => {
    try {
      const sent = await queue.send<{ state: ActivityAttemptState }>(client.submitRequest(latest.state, responses));
      setError(undefined);
      if (sent.queued) return 'queued';
      setLatestState(sent.value.state);
    } catch (e) {
      setError(errorMessage(e));
      return 'failed';
    }
    try {
      await refreshHistory();
    } catch (e) {
      setError(errorMessage(e));
    }
    return 'submitted';
  };

  const onSubmit = async (responses: readonly PartResponse[]) => {
    submissions.current += 1;
    const outcome = await submitResponses(responses);
    const waiter = surveyWaiter.current;
    surveyWaiter.current = null;
    waiter?.(outcome);
  };

  /** Runs a call that needs the server now; offline it is refused with `offlineMessage`. */
  const online = (offlineMessage: string, action: () => Promise<void>) =>
    act(async () => {
      if (queue.isOffline()) {
        setOfflineNotice(offlineMessage);
        return;
      }
      try {
        await action();
        setOfflineNotice(undefined);
      } catch (e) {
        if (!isNetworkFailure(e)) throw e;
        queue.reportNetworkFailure();
        setOfflineNotice(offlineMessage);
      }
    });

  surveyActions.current = {
    // The view's own submit sends its current responses through onSubmit.
    submit: () => {
      const submit = viewSubmit.current;
      if (!submit) return Promise.resolve('unanswered');
      return new Promise<SurveyMemberOutcome>((resolve) => {
        const before = submissions.current;
        surveyWaiter.current = resolve;
        void submit();
        if (submissions.current === before && surveyWaiter.current === resolve) {
          surveyWaiter.current = null;
          resolve('unanswered');
        }
      });
    },
    reset: async () => {
      if (latest.state.state === 'active') return;
      setReviewed(undefined);
      setLatest(await client.reset(latest.state.attemptGuid));
      await refreshHistory();
    },
  };

  const onRequestHint = (partId: string) =>
    online(HINTS_OFFLINE_MESSAGE, async () => {
      const part = latest.state.parts.find((candidate) => candidate.partId === partId);
      if (!part) return;
      const answer = await client.requestHint(latest.state.attemptGuid, part.attemptGuid);
      setLatestState({
        ...latest.state,
        parts: latest.state.parts.map((candidate) =>
          candidate.partId === partId
            ? { ...candidate, hints: answer.hint ? [...candidate.hints, answer.hint as RichText] : candidate.hints, hasMoreHints: answer.hasMoreHints }
            : candidate,
        ),
      });
    });

  const onReset = () =>
    online(RESET_OFFLINE_MESSAGE, async () => {
      setLatest(await client.reset(latest.state.attemptGuid));
      await refreshHistory();
    });

  const attemptShown = waiting && !reviewed ? withKeptResponses(latest.state, waiting) : shown.state;

  return (
    <div ref={root} className={survey ? 'delivered-activity in-survey' : 'delivered-activity'} data-activity-id={activityId}>
      {attempts.length > 1 ? (
        <AttemptSelector attempts={attempts} chosen={shown.state.attemptGuid} onChoose={(guid) => void chooseAttempt(guid)} />
      ) : null}
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      {offlineNotice && connection.offline ? (
        <p className="alert alert-info" role="status">
          {offlineNotice}
        </p>
      ) : null}
      <ExternalSubmitContext.Provider value={survey ? externalSubmit : null}>
        <View
          key={waiting && !reviewed ? `${shown.state.attemptGuid}:waiting` : shown.state.attemptGuid}
          model={shown.model}
          attempt={attemptShown}
          onSubmit={onSubmit}
          onRequestHint={onRequestHint}
          onReset={onReset}
          readOnly={reviewed !== undefined || waiting !== undefined}
          renderContent={(nodes) => renderContent(nodes, views)}
        />
      </ExternalSubmitContext.Provider>
      {waiting && !reviewed ? (
        <p className="activity-waiting" role="status">
          {ANSWER_WAITING_MESSAGE}
        </p>
      ) : null}
      <noscript>
        <p className="alert alert-info">{ANSWERING_NEEDS_SCRIPT_MESSAGE}</p>
      </noscript>
    </div>
  );
}
