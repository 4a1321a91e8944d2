/** The activity type slug, as stored with each activity. @public */
export const ORDERING_SLUG = 'oli_ordering';
