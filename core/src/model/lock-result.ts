/**
 * The answer to an edit-lock request, and the messages shown when a save fails (spec
 * authoring §3, §7, §8).
 */
import { z } from 'zod';
import { entityIdSchema } from './entity-id.js';

/** The latest revision, sent with an acquired lock when it was asked for. @public */
export const lockRevisionSchema = z.looseObject({
  content: z.record(z.string(), z.unknown()),
  objectives: z.record(z.string(), z.array(entityIdSchema)),
  title: z.string(),
});
/** @public */
export type LockRevision = z.infer<typeof lockRevisionSchema>;

/**
 * The lock was acquired (with the revision when `fetch_revision=true`), or not because
 * `user` holds it.
 * @public
 */
export const lockResultSchema = z.discriminatedUnion('type', [
  z.looseObject({ type: z.literal('acquired'), revision: lockRevisionSchema.nullable().optional() }),
  z.looseObject({ type: z.literal('not_acquired'), user: z.string() }),
]);
/** @public */
export type LockResult = z.infer<typeof lockResultSchema>;

/** Start of every save-failure message. @public */
export const SAVE_FAILURE_PREFIX = "Your changes weren't saved: ";

/** What follows the prefix, by HTTP status; `other` for any other status. @public */
export const SAVE_FAILURE_REASONS = {
  423: 'refresh the page to re-gain edit access.',
  404: 'this page was not found. Try reopening it from the Curriculum.',
  403: "you're not able to access this page. Did your login expire?",
  other: 'there was a general problem on our end. Please try refreshing the page and trying again.',
} as const;

/** The message shown when a save fails with HTTP `status`. @public */
export function saveFailureMessage(status: number): string {
  const reason = status === 423 || status === 404 || status === 403 ? SAVE_FAILURE_REASONS[status] : SAVE_FAILURE_REASONS.other;
  return SAVE_FAILURE_PREFIX + reason;
}
