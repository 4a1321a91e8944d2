/** Words the dialog's editor shows, shared by its preview and its form. */

/** Marks a line whose speaker id names none of the dialog's speakers (a deleted speaker, imported content). @public */
export const UNKNOWN_SPEAKER_LABEL = 'Unknown speaker';
/** Said beside the speaker list of such a line, read with it. @public */
export const UNKNOWN_SPEAKER_HINT = 'Unknown speaker: choose who says this line.';
/** What the preview of a dialog with no lines says. @public */
export const EMPTY_DIALOG_MESSAGE = 'An empty dialog. Choose Edit to add its speakers and lines.';
/** Why 'Add line' is disabled while the dialog has no speakers (spec authoring §5). @public */
export const ADD_SPEAKER_FIRST_HINT = 'Add a speaker before adding lines.';
/** Said when the media picker answers an address that may not reach a `src`. @public */
export const UNSAFE_PORTRAIT_MESSAGE = 'That address cannot be used for a portrait. Choose an image from the media library or an http(s) address.';
/** The media picker's title for a portrait (spec authoring §2). @public */
export const SELECT_IMAGE_TITLE = 'Select Image';
