import { useCallback, useEffect, useState } from 'react';
import { renderContent, type ActivityAttemptState, type DeliveryViews, type PartAttemptState } from '@quire/plugin-sdk/delivery';
import { attemptOutcome, deliverableHints, modelParts, type PartEvaluation, type PartResponse } from '@quire/core';
import { errorMessage } from '../../app/error-message.js';
import { useApi } from '../../app/session.js';
import { loadDeliveryViews } from '../../plugins/delivery-views.js';

function freshAttempt(model: Record<string, unknown>, attemptNumber: number): ActivityAttemptState {
  return {
    attemptGuid: `preview-${attemptNumber}`,
    attemptNumber,
    state: 'active',
    score: null,
    outOf: null,
    parts: modelParts(model).map((part) => ({
      partId: part.id,
      attemptGuid: `preview-${attemptNumber}-${part.id}`,
      response: null,
      evaluation: null,
      hints: [],
      hasMoreHints: deliverableHints(model, part.id).length > 0,
    })),
  };
}

/**
 * An activity answered as a learner would, inside the editor: the server shuffles it
 * (`PUT /project/test/transform`) and evaluates the answers (`PUT /project/test/evaluate`)
 * with the same code as the course; hints come from the model the author is editing.
 */
export function ActivityPreview({ typeSlug, model }: { typeSlug: string; model: Record<string, unknown> }) {
  const api = useApi();
  const [views, setViews] = useState<DeliveryViews>();
  const [delivered, setDelivered] = useState<Record<string, unknown>>();
  const [attempt, setAttempt] = useState<ActivityAttemptState>(() => freshAttempt(model, 1));
  const [error, setError] = useState<string>();

  const transform = useCallback(async () => {
    const answer = await api.put<{ transformed: Record<string, unknown> }>('/project/test/transform', { model, typeSlug });
    setDelivered(answer.transformed);
  }, [api, model, typeSlug]);

  useEffect(() => {
    void loadDeliveryViews().then(setViews);
    transform().catch((e: unknown) => setError(errorMessage(e)));
  }, [transform]);

  if (error) {
    return (
      <p className="alert alert-error" role="alert">
        {error}
      </p>
    );
  }
  if (!views || !delivered) return <p role="status">Loading preview…</p>;
  const View = views.activity(typeSlug);
  if (!View) {
    return (
      <p className="alert alert-warning" role="alert">
        No learner view is loaded for activity type '{typeSlug}'.
      </p>
    );
  }

  const onSubmit = async (responses: readonly PartResponse[]) => {
    try {
      const answer = await api.put<{ evaluations: PartEvaluation[] }>('/project/test/evaluate', { model, partResponses: responses, typeSlug });
      const byPart = new Map(answer.evaluations.map((evaluation) => [evaluation.partId, evaluation]));
      const responseByPart = new Map(responses.map((response) => [response.partId, response.input]));
      const parts: PartAttemptState[] = attempt.parts.map((part) => ({
        ...part,
        response: responseByPart.get(part.partId) ?? part.response,
        evaluation: byPart.get(part.partId) ?? part.evaluation,
      }));
      setAttempt({
        ...attempt,
        ...attemptOutcome(answer.evaluations),
        parts,
      });
      setError(undefined);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  const onRequestHint = async (partId: string) => {
    const hints = deliverableHints(model, partId);
    setAttempt({
      ...attempt,
      parts: attempt.parts.map((state) => {
        if (state.partId !== partId) return state;
        const shown = hints.slice(0, state.hints.length + 1);
        return { ...state, hints: shown, hasMoreHints: shown.length < hints.length };
      }),
    });
  };

  const onReset = async () => {
    await transform();
    setAttempt(freshAttempt(model, attempt.attemptNumber + 1));
  };

  return (
    <div className="activity-preview" aria-label="Activity preview" role="region">
      <View
        model={delivered}
        attempt={attempt}
        onSubmit={onSubmit}
        onRequestHint={onRequestHint}
        onReset={onReset}
        readOnly={false}
        renderContent={(nodes) => renderContent(nodes, views)}
      />
    </div>
  );
}
