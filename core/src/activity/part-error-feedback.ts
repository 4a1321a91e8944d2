/** The feedback a learner sees for a part whose evaluation failed (delivery §8). @public */
export const PART_ERROR_FEEDBACK = 'There was an error processing this response';
