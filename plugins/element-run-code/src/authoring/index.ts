/**
 * Authoring part of element-run-code: the run-code block's editor view (its runner and
 * starting code, in the code editor learners use) and the 'Run code' insert command.
 * @packageDocumentation
 */
import { defineAuthoring, type AuthoringPart, type InsertCommand } from '@quire/plugin-sdk/authoring';
import { createEcl } from '../common/create-ecl.js';
import { ECL_KIND } from '../common/run-code-kinds.js';
import { EclEditor } from './ecl-editor.js';

export { EclEditor, RUNNER_LABEL, RUNNERS_NOT_LOADED_MESSAGE, STARTING_CODE_LABEL } from './ecl-editor.js';
export { runnerChoicesOf, type RunnerChoice } from './runner-choices.js';

/** 'Run code' in the insert menu's STEM group: a JavaScript block that prints a first line. @public */
export const insertEcl: InsertCommand = {
  label: 'Run code',
  category: 'STEM',
  level: 'extended',
  description: 'Code learners edit and run, and see what it prints',
  create: (createId) => createEcl(createId),
};

/** @public */
export const runCodeAuthoring: AuthoringPart = defineAuthoring({
  elements: { [ECL_KIND]: { component: EclEditor, insert: insertEcl } },
});

export default runCodeAuthoring;
