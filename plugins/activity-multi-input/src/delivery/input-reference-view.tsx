import { useContext, type ReactNode } from 'react';
import type { DeliveryElementProps } from '@quire/plugin-sdk/delivery';
import { StemInputs } from './stem-inputs.js';

/** What an input reference shows outside its activity (a report of the question): a blank line. @public */
export const INPUT_BLANK = '_____';

/**
 * The delivery view of an input reference: inside the learner's activity, the answer
 * field `renderStem` gives for it, in the run of text around it; drawn as plain content,
 * where no answer field belongs (the report shows the question, not its inputs), a blank.
 * @public
 */
export function InputReferenceView({ element }: Pick<DeliveryElementProps, 'element'>): ReactNode {
  const renderInput = useContext(StemInputs);
  return renderInput ? (renderInput(String(element.id)) as ReactNode) : INPUT_BLANK;
}
