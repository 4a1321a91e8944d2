/** The media manager's texts and timings, to the letter of spec authoring §2, §8 and §9. */

/** A failed list, lookup or archive. */
export const MEDIA_MANAGER_FAILURE = 'Something went wrong accessing the media manager, please try again.';
/** The fuller form, followed by the failure's details. */
export const MEDIA_MANAGER_FAILURE_WITH_DETAILS = `${MEDIA_MANAGER_FAILURE} If the problem persists, contact support with the following details:`;
/** Starts the red alert of a failed upload; the detail follows it. */
export const MEDIA_UPLOAD_FAILURE = 'Error: Could not upload file.';
export const DUPLICATE_FILE_TITLE = 'Duplicate File';
export const DUPLICATE_FILE_MESSAGE = 'This file was previously uploaded and has been selected for you.';
export const MEDIA_UPLOAD_LIMIT_NOTICE = 'File uploads have a 350mb limit. Uploading the video to YouTube and embedding it is recommended.';
/** How long the duplicate toast stays. */
export const DUPLICATE_TOAST_MS = 5000;
/** Shown where an image item's thumbnail cannot be drawn. */
export const MEDIA_PLACEHOLDER_IMAGE = '/images/placeholder-image.svg';
/** The picker's External URL field. */
export const MEDIA_URL_PLACEHOLDER = 'Enter the media URL address';
