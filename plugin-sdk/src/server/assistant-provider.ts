import type { TriggerType } from '../content/assistant-trigger.js';

/**
 * What the course assistant is asked when a learner presses a DOT trigger: the author's
 * prompt and the published text of the page it is on. Nothing else of the course, and
 * nothing of the learner, is given.
 * @public
 */
export interface AssistantQuestion {
  /** The author's prompt, as the published page holds it. */
  readonly prompt: string;
  /** What the prompt is about: the content block the trigger sits in, or its group. */
  readonly triggerType: TriggerType;
  /** The page's title, as published. */
  readonly pageTitle: string;
  /** The page's text as learners read it, in reading order, without its activities. */
  readonly pageContent: string;
  /** The text of the block or group the trigger sits in (the whole page when it is in no group). */
  readonly focusContent: string;
}

/** The assistant's reply, as plain text. @public */
export interface AssistantAnswer {
  /** What the learner reads; the host passes on at most 8,000 characters of it. */
  readonly text: string;
}

/**
 * A course assistant that answers DOT triggers, such as a chat-completions service. A
 * plugin's server part contributes providers; the first one the installed plugins give
 * answers the trigger API (`POST /api/v1/triggers/{sectionSlug}`).
 * @public
 */
export interface AssistantProvider {
  /** kebab-case, such as `openai-compatible`; unique among the installed plugins. */
  readonly name: string;
  /** For people: 'OpenAI-compatible chat completions'. */
  readonly label: string;
  /**
   * Answers the question, or rejects. `signal` aborts when the learner leaves or the host's
   * time runs out; the provider stops its work then. A rejection with a `TimeoutError` is
   * answered as the assistant taking too long, any other as the assistant failing.
   */
  answer(question: AssistantQuestion, signal: AbortSignal): Promise<AssistantAnswer>;
}

/** The server's environment variables, as the host starts (`process.env`). @public */
export type AssistantEnvironment = Readonly<Record<string, string | undefined>>;
