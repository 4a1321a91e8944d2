/**
 * Server part of element-run-code: the JavaScript runner, and the run route of the ecl
 * kind (`POST /api/v1/content_types/ecl`), which runs a learner's code with any installed
 * plugin's runner.
 * @packageDocumentation
 */
import { defineServer, type ServerPart } from '@quire/plugin-sdk/server';
import { ECL_KIND } from '../common/run-code-kinds.js';
import { eclRoutes } from './ecl-routes.js';
import { javascriptRunner } from './javascript-runner.js';

export { RUNS_PER_MINUTE } from './ecl-routes.js';

/** @public */
export const runCodeServer: ServerPart = defineServer({
  codeRunners: [javascriptRunner()],
  contentTypeRoutes: { [ECL_KIND]: (services) => eclRoutes(services) },
});

export default runCodeServer;
