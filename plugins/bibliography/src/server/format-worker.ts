/** A worker thread that formats bibliography entries, so a large import leaves the server's event loop free. */
import { parentPort } from 'node:worker_threads';
import type { CslItem } from '@quire/plugin-sdk';
import { formatEntry } from './citation-formatter.js';

/** A batch to format, and the answer: each entry's formats, or why formatting failed. */
export interface FormatRequest {
  readonly id: number;
  readonly entries: readonly (readonly CslItem[])[];
}
export type FormatReply = { readonly id: number; readonly formatted: ReturnType<typeof formatEntry>[] } | { readonly id: number; readonly error: string };

parentPort?.on('message', (request: FormatRequest) => {
  try {
    parentPort?.postMessage({ id: request.id, formatted: request.entries.map((entry) => formatEntry(entry)) } satisfies FormatReply);
  } catch (error) {
    parentPort?.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) } satisfies FormatReply);
  }
});
