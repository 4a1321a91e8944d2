/** The activity-type slug of short answer questions. @public */
export const SHORT_ANSWER_SLUG = 'oli_short_answer';

/** The id of the single part of a short answer question. @public */
export const SHORT_ANSWER_PART_ID = '1';
