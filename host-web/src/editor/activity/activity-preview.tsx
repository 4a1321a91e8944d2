import { useCallback, useEffect, useState } from 'react';
import { renderContent, type ActivityAttemptState, type DeliveryViews, type PartAttemptState } from '@quire/plugin-sdk/delivery';
import type { Descendant, Part, PartEvaluation, PartResponse, RichText } from '@quire/core';
import { errorMessage } from '../../app/error-message.js';
import { useApi } from '../../app/session.js';
import { loadDeliveryViews } from '../../plugins/delivery-views.js';

const hasText = (nodes: readonly Descendant[]): boolean =>
  nodes.some((node) =>
    typeof (node as { text?: unknown }).text === 'string'
      ? (node as { text: string }).text.trim() !== ''
      : hasText((node as { children?: Descendant[] }).children ?? []),
  );

function partsOf(model: Record<string, unknown>): Part[] {
  return ((model.authoring as { parts?: Part[] } | undefined)?.parts ?? []) as Part[];
}

function freshAttempt(model: Record<string, unknown>, attemptNumber: number): ActivityAttemptState {
  return {
    attemptGuid: `preview-${attemptNumber}`,
    attemptNumber,
    state: 'active',
    score: null,
    outOf: null,
    parts: partsOf(model).map((part) => ({
      partId: part.id,
      attemptGuid: `preview-${attemptNumber}-${part.id}`,
      response: null,
      evaluation: null,
      hints: [],
      hasMoreHints: part.hints.some((hint) => hasText(hint.content as Descendant[])),
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
      const scored = answer.evaluations.filter((evaluation) => evaluation.score !== null);
      setAttempt({
        ...attempt,
        state: answer.evaluations.some((evaluation) => evaluation.manual) ? 'submitted' : 'evaluated',
        score: scored.reduce((sum, evaluation) => sum + (evaluation.score ?? 0), 0),
        outOf: answer.evaluations.reduce((sum, evaluation) => sum + (evaluation.outOf ?? 0), 0),
        parts,
      });
      setError(undefined);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  const onRequestHint = async (partId: string) => {
    const part = partsOf(model).find((candidate) => candidate.id === partId);
    if (!part) return;
    const hints = part.hints.filter((hint) => hasText(hint.content as Descendant[])) as RichText[];
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
