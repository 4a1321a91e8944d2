/**
 * The trigger API of delivery §7: what a DOT activation point sends to
 * `POST /api/v1/triggers/{sectionSlug}` and what it gets back. Shared by the element that
 * sends it, the page that carries the call, and the server that answers it.
 */

/** What a trigger's prompt is about (spec authoring §3 `trigger_type`): the content block it sits in, or its group. @public */
export type TriggerType = 'content_block' | 'content_group';
/** Every trigger type, in the order an editor offers them. @public */
export const TRIGGER_TYPES: readonly ['content_block', 'content_group'] = ['content_block', 'content_group'];

/** The longest prompt the trigger API takes, in characters; a longer one is refused with 400. @public */
export const MAX_TRIGGER_PROMPT_LENGTH = 2000;

/** The trigger API's answer when no assistant is configured (503), for the learner. @public */
export const ASSISTANT_UNAVAILABLE_MESSAGE = 'The course assistant is not available.';

/** The body of `POST /api/v1/triggers/{sectionSlug}` (delivery §7). @public */
export interface TriggerRequestBody {
  /** What the prompt is about, as the trigger element says. */
  readonly trigger_type: TriggerType;
  /** The resource id of the page the trigger is on. */
  readonly resource_id: number;
  /** `ref_id`: the id of the trigger element. */
  readonly data: { readonly ref_id: string };
  /** The author's prompt, as the page holds it. */
  readonly prompt: string;
}

/** The trigger API's answer: the assistant's reply, as plain text. @public */
export interface TriggerAnswer {
  /** What the learner reads, as the assistant wrote it (not HTML). */
  readonly answer: string;
}

/**
 * Sends a trigger of the page to the course assistant of the page's section as the person
 * signed in (the host adds the section, the session and the CSRF token); rejects with an
 * `Error` whose message is the route's.
 * @public
 */
export type TriggerRequest = (body: TriggerRequestBody) => Promise<TriggerAnswer>;
