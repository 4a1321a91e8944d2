/** Where the answers kept while offline wait, in this browser's storage. */
export const OFFLINE_QUEUE_STORAGE_KEY = 'quire:offline-queue';
