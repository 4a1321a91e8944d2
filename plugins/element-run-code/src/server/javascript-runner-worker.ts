/**
 * The worker thread that runs learner JavaScript: it loads QuickJS once, then runs each
 * request it is sent in a fresh runtime and answers with the result. Its parent ends it
 * when a run outlives its time, which the interrupt handler alone cannot promise (a long
 * native call, such as building a huge string, is not interrupted).
 */
import type { CodeRunResult } from '@quire/plugin-sdk/server';
import { parentPort } from 'node:worker_threads';
import { getQuickJS } from 'quickjs-emscripten';
import { runJavaScript } from './javascript-sandbox.js';
import type { RunLimits } from './run-limits.js';

/** A request to the worker, and its answer. */
export interface RunRequest {
  readonly id: number;
  readonly code: string;
  readonly limits: RunLimits;
}
export interface RunAnswer {
  readonly id: number;
  readonly result: CodeRunResult;
}

// No top-level await: in the workspace this file is loaded as CommonJS through tsx.
const port = parentPort;
if (port) {
  void getQuickJS().then((quickjs) => {
    port.on('message', (request: RunRequest) => {
      let result: CodeRunResult;
      try {
        result = runJavaScript(quickjs, request.code, request.limits);
      } catch (error) {
        result = { stdout: '', stderr: '', error: `The code could not be run: ${error instanceof Error ? error.message : String(error)}` };
      }
      port.postMessage({ id: request.id, result } satisfies RunAnswer);
    });
    port.postMessage('ready');
  });
}
