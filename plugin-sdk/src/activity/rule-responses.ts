import {
  buildRule,
  createId,
  DEFAULT_CORRECT_FEEDBACK,
  DEFAULT_INCORRECT_FEEDBACK,
  textRichContent,
  type ActivityResponse,
  type AuthorRule,
} from '@quire/core';

/** Feedback holding `text`, which the editor puts in its default text block. @public */
export function textFeedback(text: string, makeId: () => string = createId) {
  return { id: makeId(), content: textRichContent(text) };
}

/** A response for `rule`, with its score and text feedback. @public */
export function makeResponse(rule: AuthorRule, score: number, feedback: string, makeId: () => string = createId): ActivityResponse {
  return { id: makeId(), rule: buildRule(rule), score, feedback: textFeedback(feedback, makeId), ...(score > 0 ? { correct: true } : {}) };
}

/**
 * The answers a new typed-answer part starts with: a correct one (`= 1` for numbers,
 * `contains answer` for text, as Torus starts) and a catch-all incorrect one that matches
 * anything typed. `inputRef` aims both at one input of a multi-input question.
 * @public
 */
export function defaultResponses(numeric: boolean, makeId: () => string = createId, inputRef?: string): ActivityResponse[] {
  const target = inputRef === undefined ? {} : { inputRef };
  const correct: AuthorRule = numeric
    ? { kind: 'numeric', operator: 'eq', value: '1', ...target }
    : { kind: 'text', operator: 'contains', value: 'answer', ...target };
  return [
    makeResponse(correct, 1, DEFAULT_CORRECT_FEEDBACK, makeId),
    makeResponse({ kind: 'text', operator: 'regex', value: '.*', ...target }, 0, DEFAULT_INCORRECT_FEEDBACK, makeId),
  ];
}
