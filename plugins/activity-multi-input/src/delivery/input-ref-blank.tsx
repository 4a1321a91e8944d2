import type { ReactNode } from 'react';

/** What an input reference shows outside its activity (a report of the question): a blank line. @public */
export const INPUT_BLANK = '_____';

/**
 * The delivery view of an input reference drawn as plain content, where no answer field
 * belongs: the report shows the question, not its inputs. The learner's activity draws its
 * fields in their place instead (`renderStem`).
 * @public
 */
export function InputRefBlank(): ReactNode {
  return INPUT_BLANK;
}
