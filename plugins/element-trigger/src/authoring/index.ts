/**
 * Authoring part of element-trigger: the DOT activation point's editor view (what its
 * prompt is about, the prompt, and Delete DOT) and the 'DOT (AI trigger)' insert command,
 * in the Other group.
 * @packageDocumentation
 */
import { defineAuthoring, type AuthoringPart, type InsertCommand } from '@quire/plugin-sdk/authoring';
import { createTrigger } from '../common/create-trigger.js';
import { TRIGGER_KIND } from '../common/trigger-kinds.js';
import { TRIGGER_EDITOR_TITLE, TriggerEditor } from './trigger-editor.js';

export {
  DELETE_TRIGGER_LABEL,
  NO_PROMPT_MESSAGE,
  PROMPT_HINT,
  PROMPT_LABEL,
  TRIGGER_EDITOR_TITLE,
  TRIGGER_TYPE_LABEL,
  TRIGGER_TYPE_NAMES,
  TriggerEditor,
  promptTooLongMessage,
} from './trigger-editor.js';

/** 'DOT (AI trigger)' in the insert menu's Other group: a trigger about its content block, with no prompt yet. @public */
export const insertTrigger: InsertCommand = {
  label: TRIGGER_EDITOR_TITLE,
  category: 'Other',
  level: 'extended',
  description: 'A button learners press to have the course assistant answer your prompt about this page',
  create: (createId) => createTrigger(createId),
};

/** @public */
export const triggerAuthoring: AuthoringPart = defineAuthoring({
  elements: { [TRIGGER_KIND]: { component: TriggerEditor, insert: insertTrigger } },
});

export default triggerAuthoring;
