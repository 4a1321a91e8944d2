import { nodeText, type Descendant, type PartEvaluation, type RichText } from '@quire/core';
import type { ActivityAttemptState, ActivityDeliveryProps } from '../activity/activity-views.js';

/** What {@link singlePartAttempt} may be told; the rest is a first attempt at part '1'. @public */
export interface SinglePartAttemptOptions {
  /** The part's evaluation: the attempt is evaluated with its score when given. */
  readonly evaluation?: PartEvaluation | null;
  readonly response?: string | null;
  readonly attemptGuid?: string;
  readonly hints?: readonly RichText[];
  readonly hasMoreHints?: boolean;
}

/**
 * A learner's attempt at a one-part activity, as the server answers it: active without an
 * evaluation, evaluated (with the evaluation's score) with one. For learner-view tests.
 * @public
 */
export function singlePartAttempt(options: SinglePartAttemptOptions = {}): ActivityAttemptState {
  const evaluation = options.evaluation ?? null;
  return {
    attemptGuid: options.attemptGuid ?? 'g1',
    attemptNumber: 1,
    state: evaluation ? 'evaluated' : 'active',
    score: evaluation?.score ?? null,
    outOf: evaluation?.outOf ?? null,
    parts: [
      {
        partId: '1',
        attemptGuid: 'p1',
        response: options.response ?? null,
        evaluation,
        hints: options.hints ?? [],
        hasMoreHints: options.hasMoreHints ?? true,
      },
    ],
  };
}

/**
 * What the learner page gives an activity's view on a first, unanswered attempt at a
 * one-part activity: `model` as delivered, callbacks that do nothing, and content drawn as
 * its plain text.
 * @public
 */
export function firstAttemptProps(model: unknown): ActivityDeliveryProps<unknown> {
  const nothing = async () => {};
  return {
    model,
    attempt: singlePartAttempt(),
    onSubmit: nothing,
    onRequestHint: nothing,
    onReset: nothing,
    readOnly: false,
    renderContent: (nodes: readonly Descendant[]) => nodes.map((node) => nodeText(node)).join(' '),
  };
}
