import type { AssistantQuestion } from '@quire/plugin-sdk/server';

/** One message of a chat-completions request. */
export interface ChatMessage {
  readonly role: 'system' | 'user';
  readonly content: string;
}

const INSTRUCTIONS =
  "You are DOT, the course assistant of an online course. A learner pressed a button the course's author placed on a page, " +
  "and you answer the author's request below for that learner. Base the answer on the page; say so when the page does not cover something. " +
  'Keep it short and friendly, in plain text with no Markdown tables or HTML, and in the language the page is written in.';

/**
 * The messages the assistant is sent: the instructions and the page (its title, the part
 * the trigger is about and the whole page) as the system message, and the author's prompt
 * as the user's. Nothing else: no learner data, no other page.
 */
export function assistantMessages(question: AssistantQuestion): ChatMessage[] {
  const about = question.triggerType === 'content_group' ? 'the group of the page it is about' : 'the part of the page it is about';
  const focus = question.focusContent !== question.pageContent ? `\n\nThe request is about ${about}:\n"""\n${question.focusContent}\n"""` : '';
  const system = `${INSTRUCTIONS}\n\nPage title: ${question.pageTitle}${focus}\n\nThe whole page:\n"""\n${question.pageContent}\n"""`;
  return [
    { role: 'system', content: system },
    { role: 'user', content: question.prompt },
  ];
}
