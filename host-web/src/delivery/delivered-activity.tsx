import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PartResponse, RichText } from '@quire/core';
import { renderContent, type ActivityAttemptState, type DeliveryViews } from '@quire/plugin-sdk/delivery';
import { errorMessage } from '../app/error-message.js';
import { useApi } from '../app/session.js';
import { ActivityAttemptClient, type AttemptSummary, type DeliveredAttempt } from './activity-attempt-client.js';
import { AttemptSelector } from './attempt-selector.js';

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
 */
export function DeliveredActivity({ sectionSlug, activityId, activityType, attemptGuid, views }: DeliveredActivityProps) {
  const api = useApi();
  const client = useMemo(() => new ActivityAttemptClient(api, sectionSlug, activityId), [api, sectionSlug, activityId]);
  const [latest, setLatest] = useState<DeliveredAttempt>();
  const [reviewed, setReviewed] = useState<DeliveredAttempt>();
  const [attempts, setAttempts] = useState<readonly AttemptSummary[]>([]);
  const [error, setError] = useState<string>();
  const root = useRef<HTMLDivElement>(null);

  const refreshHistory = useCallback(async () => {
    setAttempts((await client.history()).attempts);
  }, [client]);

  useEffect(() => {
    let cancelled = false;
    Promise.all([client.load(attemptGuid), client.history()]).then(
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

  const onSubmit = (responses: readonly PartResponse[]) =>
    act(async () => {
      setLatestState(await client.submit(latest.state, responses));
      await refreshHistory();
    });

  const onRequestHint = (partId: string) =>
    act(async () => {
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
    act(async () => {
      setLatest(await client.reset(latest.state.attemptGuid));
      await refreshHistory();
    });

  return (
    <div ref={root} className="delivered-activity" data-activity-id={activityId}>
      {attempts.length > 1 ? (
        <AttemptSelector attempts={attempts} chosen={shown.state.attemptGuid} onChoose={(guid) => void chooseAttempt(guid)} />
      ) : null}
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      <View
        key={shown.state.attemptGuid}
        model={shown.model}
        attempt={shown.state}
        onSubmit={onSubmit}
        onRequestHint={onRequestHint}
        onReset={onReset}
        readOnly={reviewed !== undefined}
        renderContent={(nodes) => renderContent(nodes, views)}
      />
    </div>
  );
}
