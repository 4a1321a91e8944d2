import type { CodeRunner } from '@quire/plugin-sdk/server';
import { WorkerPoolRunner } from './worker-pool-runner.js';

/** The name run-code blocks and requests give the JavaScript runner, and the default. @public */
export const JAVASCRIPT_RUNNER = 'javascript';

/** JavaScript in QuickJS, in worker threads started on the first run. @public */
export function javascriptRunner(): CodeRunner {
  let pool: WorkerPoolRunner | undefined;
  return {
    name: JAVASCRIPT_RUNNER,
    label: 'JavaScript',
    run: (code) => (pool ??= new WorkerPoolRunner()).run(code),
    close: async () => {
      await pool?.close();
      pool = undefined;
    },
  };
}
