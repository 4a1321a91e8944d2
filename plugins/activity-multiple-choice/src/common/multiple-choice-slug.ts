/** The activity type slug, as stored with each activity. @public */
export const MULTIPLE_CHOICE_SLUG = 'oli_multiple_choice';
