import { isFileTooLarge, MEDIA_FILE_TOO_LARGE_MESSAGE, type MediaItem } from '@quire/core';
import type { ApiClient } from '../app/api-client.js';
import { errorMessage } from '../app/error-message.js';
import { uploadMedia } from './media-client.js';

export interface UploadFailure {
  readonly fileName: string;
  readonly message: string;
}

/** What several uploads came to, in the order the files were given. */
export interface UploadOutcome {
  /** The library item of each file that went in, a duplicate's being the existing one. */
  readonly stored: readonly MediaItem[];
  /** Names of files whose bytes the project already had. */
  readonly duplicates: readonly string[];
  readonly failures: readonly UploadFailure[];
}

/**
 * Uploads the files one after the other, so a large video does not compete with the
 * rest for the connection. Files of 350 MB or more are refused here, before any byte is
 * sent; one failure does not stop the others.
 */
export async function uploadMediaFiles(
  api: ApiClient,
  projectSlug: string,
  files: readonly File[],
  onStart: (file: File) => void = () => {},
): Promise<UploadOutcome> {
  const stored: MediaItem[] = [];
  const duplicates: string[] = [];
  const failures: UploadFailure[] = [];
  for (const file of files) {
    if (isFileTooLarge(file.size)) {
      failures.push({ fileName: file.name, message: MEDIA_FILE_TOO_LARGE_MESSAGE });
      continue;
    }
    onStart(file);
    try {
      const answer = await uploadMedia(api, projectSlug, file);
      stored.push(answer.item);
      if (answer.duplicate) duplicates.push(file.name);
    } catch (error) {
      failures.push({ fileName: file.name, message: errorMessage(error) });
    }
  }
  return { stored, duplicates, failures };
}
