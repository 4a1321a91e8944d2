/** The longest program a run-code block keeps or a learner sends to run, in characters. @public */
export const MAX_ECL_CODE_LENGTH = 64 * 1024;
