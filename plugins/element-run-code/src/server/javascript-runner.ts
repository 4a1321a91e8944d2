import type { CodeRunner } from '@quire/plugin-sdk/server';
import { JAVASCRIPT_RUNNER } from '../common/run-code-kinds.js';
import { WorkerPoolRunner } from './worker-pool-runner.js';

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
