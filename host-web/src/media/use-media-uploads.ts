import { useCallback, useRef, useState } from 'react';
import type { MediaItem } from '@quire/core';
import type { ApiClient } from '../app/api-client.js';
import type { UploadReport } from './media-upload-status.js';
import { uploadMediaFiles } from './upload-media-files.js';

export interface MediaUploads {
  readonly report: UploadReport;
  /** Uploads a batch; ignored while another batch is on its way. */
  readonly receiveFiles: (files: readonly File[]) => Promise<void>;
  readonly hideToast: () => void;
}

/**
 * Spec §4's upload: an uploading state naming the file on its way, then the outcome (the
 * duplicate toast when the library already had a file), then `afterStored` with the first
 * stored file so the owner can reload the list and select it.
 */
export function useMediaUploads(api: ApiClient, projectSlug: string, afterStored: (first: MediaItem) => Promise<void>): MediaUploads {
  const [report, setReport] = useState<UploadReport>({ state: 'idle' });
  const busy = useRef(false);

  const receiveFiles = async (files: readonly File[]) => {
    if (busy.current || files.length === 0) return;
    busy.current = true;
    setReport({ state: 'uploading', fileName: files[0].name });
    try {
      const outcome = await uploadMediaFiles(api, projectSlug, files, (file) => setReport({ state: 'uploading', fileName: file.name }));
      setReport({ state: 'done', outcome, showToast: outcome.duplicates.length > 0 });
      if (outcome.stored.length > 0) await afterStored(outcome.stored[0]);
    } finally {
      busy.current = false;
    }
  };

  const hideToast = useCallback(() => setReport((current) => (current.state === 'done' ? { ...current, showToast: false } : current)), []);
  return { report, receiveFiles, hideToast };
}
