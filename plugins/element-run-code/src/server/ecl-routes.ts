import Router from '@koa/router';
import { PluginHttpError, pluginRequest, readJsonBody, type PluginRateLimit, type PluginServerServices } from '@quire/plugin-sdk/server';
import { MAX_ECL_CODE_LENGTH } from '../common/run-code-limits.js';
import { JAVASCRIPT_RUNNER } from './javascript-runner.js';
import { RunnerBusyError } from './worker-pool-runner.js';

/** Runs per person: enough to try and retry, not enough to keep a worker busy for others. */
export const RUNS_PER_MINUTE: PluginRateLimit = { max: 30, windowMs: 60_000 };

interface RunBody {
  readonly code: string;
  readonly runner: string;
  readonly section?: string;
}

/** The body of delivery §7's `{code}`, with the optional runner and section; anything else is refused. */
function runBody(body: unknown): RunBody {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new PluginHttpError(400, 'The body is an object with the code to run');
  const { code, runner = JAVASCRIPT_RUNNER, section, ...rest } = body as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length > 0) throw new PluginHttpError(400, `Unknown field '${unknown[0]}': send code, and optionally runner and section`);
  if (typeof code !== 'string') throw new PluginHttpError(400, 'code is the program to run, as text');
  if (code.length > MAX_ECL_CODE_LENGTH) throw new PluginHttpError(413, `The code is longer than ${MAX_ECL_CODE_LENGTH} characters`);
  if (typeof runner !== 'string') throw new PluginHttpError(400, 'runner is the name of a code runner, such as javascript');
  if (section !== undefined && typeof section !== 'string') throw new PluginHttpError(400, 'section is the slug of a section');
  return { code, runner, ...(section === undefined ? {} : { section }) };
}

/**
 * `POST /api/v1/content_types/ecl` (delivery §7): runs a learner's code with a runner and
 * answers `{ result: { stdout, stderr, error? } }`. The person asking is a learner enrolled
 * in the named section, or, with none named, in any section or an author of any project;
 * each may run 30 programs a minute.
 */
export function eclRoutes(services: PluginServerServices): Router {
  const router = new Router();
  router.post('/', async (ctx) => {
    const { user } = pluginRequest(ctx);
    const body = runBody(await readJsonBody(ctx, { bytes: MAX_ECL_CODE_LENGTH * 4 + 1024, depth: 2 }));
    const allowed = body.section !== undefined
      ? await services.access.isEnrolled(user.id, body.section)
      : (await services.access.isEnrolled(user.id)) || (await services.access.isProjectMember(user.id));
    if (!allowed) throw new PluginHttpError(403, body.section === undefined ? 'Only learners and authors can run code' : 'You are not enrolled in this section');
    const runner = services.codeRunners.get(body.runner);
    if (!runner) throw new PluginHttpError(400, `Unknown runner '${body.runner}': the runners are ${services.codeRunners.names.join(', ')}`);
    const limit = await services.access.hit(`runs:user:${user.id}`, RUNS_PER_MINUTE);
    if (!limit.allowed) {
      ctx.set('Retry-After', String(Math.max(1, Math.ceil(limit.retryAfterMs / 1000))));
      throw new PluginHttpError(429, 'You have run code many times this minute: try again in a moment');
    }
    try {
      ctx.body = { result: await runner.run(body.code) };
    } catch (error) {
      if (error instanceof RunnerBusyError) throw new PluginHttpError(503, error.message);
      throw error;
    }
  });
  return router;
}
