import { AsyncParallelHook, AsyncSeriesWaterfallHook, HookMap, SyncBailHook, SyncWaterfallHook } from 'tapable';
import type { EvaluationContext, PartEvaluation, PartResponse } from './points/activity-type.js';
import type { ResolvedMedia } from './points/media-source.js';

/** An event a learner's page raises (video played, survey submitted, …). @public */
export interface LearnerEvent {
  readonly type: string;
  readonly [field: string]: unknown;
}

/** A document about to be saved, with the project it belongs to. @public */
export interface SaveDocument {
  readonly projectSlug: string;
  readonly resourceId: string;
  readonly content: unknown;
}

/**
 * Creates the hooks a PluginHost offers, each of the tapable class that fits its meaning:
 * waterfalls transform a value (a tap returns the new value or `undefined` to keep it),
 * bails ask until one tap answers (return `undefined` for "not mine"), parallel hooks
 * notify, and a HookMap keys a hook per activity type.
 * @public
 */
export function createPluginHooks() {
  return Object.freeze({
    /** Sanitised pasted HTML, before it is converted to editor nodes. */
    pasteHtml: new SyncWaterfallHook<[string], string | undefined>(['html']),
    /** A document on its way to storage. */
    beforeSave: new AsyncSeriesWaterfallHook<[SaveDocument], SaveDocument | undefined>(['document']),
    /** A media reference, resolved by the first source that knows it. */
    resolveMedia: new SyncBailHook<[string], ResolvedMedia | undefined>(['reference']),
    /** A learner event, told to every listener. */
    learnerEvent: new AsyncParallelHook<[LearnerEvent]>(['event']),
    /** Per activity type: evaluate one part response. */
    evaluate: new HookMap(
      () =>
        new SyncBailHook<[unknown, PartResponse, EvaluationContext], PartEvaluation | undefined>([
          'model',
          'response',
          'context',
        ]),
    ),
  });
}

/** @public */
export type PluginHooks = ReturnType<typeof createPluginHooks>;
