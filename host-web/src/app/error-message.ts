import { ApiError, NETWORK_FAILURE } from './api-client.js';

/** The text to show an author for a failed call. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === NETWORK_FAILURE) return 'Could not reach the server. Check your connection and try again.';
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
