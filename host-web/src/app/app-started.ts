/** Raised on the document once the app has taken over a page the server drew (server-page-boot waits for it). */
export const APP_STARTED_EVENT = 'quire:app-started';
