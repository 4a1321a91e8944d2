/** The activity type slug, as stored with each activity. @public */
export const CHECK_ALL_THAT_APPLY_SLUG = 'oli_check_all_that_apply';
