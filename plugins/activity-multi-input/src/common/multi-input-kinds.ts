/** The activity-type slug of multi-input (fill-in-the-blank) questions. @public */
export const MULTI_INPUT_SLUG = 'oli_multi_input';

/** The rule's left-hand side that reads one input's answer. @public */
export function inputRefName(inputId: string): string {
  return `input_ref_${inputId}`;
}

/** The element that marks where an input appears in the stem. @public */
export const INPUT_REF_KIND = 'input_ref';
