/** Messages shown to authors in the editor's message area (spec authoring §3). */
import { z } from 'zod';

/** @public */
export const MESSAGE_SEVERITIES = ['Error', 'Warning', 'Information', 'Task'] as const;
/** @public */
export type MessageSeverity = (typeof MESSAGE_SEVERITIES)[number];

/** A button on a message: its label and what it does (for example 'Undo'). @public */
export const messageActionSchema = z.looseObject({
  label: z.string(),
  enabled: z.boolean().optional(),
  btnClass: z.string().optional(),
  // Client-side only: actions carry callbacks, so messages are never serialised.
  execute: z.custom<(message: unknown) => void>((value) => typeof value === 'function', 'Expected a function'),
});
/** @public */
export type MessageAction = z.infer<typeof messageActionSchema>;

/** A message; `priority` orders messages of the same severity. @public */
export const messageSchema = z.looseObject({
  guid: z.string().min(1),
  severity: z.enum(MESSAGE_SEVERITIES),
  priority: z.number(),
  content: z.string(),
  actions: z.array(messageActionSchema),
  canUserDismiss: z.boolean(),
});
/** @public */
export type Message = z.infer<typeof messageSchema>;
