import type { Element } from '@quire/plugin-sdk';
import { ECL_KIND, JAVASCRIPT_RUNNER } from './run-code-kinds.js';

/** A new run-code block: JavaScript, with a first line for the student to run. @public */
export function createEcl(createId: () => string, runner: string = JAVASCRIPT_RUNNER): Element {
  return { type: ECL_KIND, id: createId(), runner, code: "console.log('Hello, world!');\n", children: [{ text: '' }] };
}
