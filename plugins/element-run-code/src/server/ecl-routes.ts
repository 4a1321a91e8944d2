import Router from '@koa/router';
import { PluginHttpError, pluginRequest, readJsonBody, type CodeRunner, type PluginRateLimit, type PluginServerServices } from '@quire/plugin-sdk/server';
import { MAX_ECL_CODE_LENGTH } from '../common/run-code-limits.js';
import { ECL_KIND, JAVASCRIPT_RUNNER } from '../common/run-code-kinds.js';
import { RunnerBusyError } from './worker-pool-runner.js';

/** Runs per person: enough to try and retry, not enough to keep a worker busy for others. */
export const RUNS_PER_MINUTE: PluginRateLimit = { max: 30, windowMs: 60_000 };

interface RunBody {
  readonly code: string;
  readonly runner?: string;
  readonly section?: string;
  readonly block?: string;
}

const optionalText = (value: unknown, field: string, what: string): string | undefined => {
  if (value !== undefined && typeof value !== 'string') throw new PluginHttpError(400, `${field} is ${what}`);
  return value;
};

/** The body of delivery §7's `{code}`, with the optional runner, section and block; anything else is refused. */
function runBody(body: unknown): RunBody {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new PluginHttpError(400, 'The body is an object with the code to run');
  const { code, runner, section, block, ...rest } = body as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length > 0) throw new PluginHttpError(400, `Unknown field '${unknown[0]}': send code, and optionally runner, section and block`);
  if (typeof code !== 'string') throw new PluginHttpError(400, 'code is the program to run, as text');
  if (code.length > MAX_ECL_CODE_LENGTH) throw new PluginHttpError(413, `The code is longer than ${MAX_ECL_CODE_LENGTH} characters`);
  const parsed = {
    code,
    runner: optionalText(runner, 'runner', 'the name of a code runner, such as javascript'),
    section: optionalText(section, 'section', 'the slug of a section'),
    block: optionalText(block, 'block', 'the id of a run-code block'),
  };
  if (parsed.block !== undefined && parsed.section === undefined) throw new PluginHttpError(400, 'block needs the section its page is delivered in');
  return parsed;
}

/** Whether the person may run code: see `eclRoutes`. */
async function mayRun(services: PluginServerServices, userId: number, section: string | undefined): Promise<boolean> {
  if (section !== undefined) return services.access.isEnrolled(userId, section);
  return (await services.access.isEnrolled(userId)) || (await services.access.isProjectMember(userId));
}

/**
 * The runner a request runs with: the one its block names when a block is given (a request
 * may not ask for another), else the one it asks for, else JavaScript.
 */
async function runnerFor(services: PluginServerServices, body: RunBody): Promise<CodeRunner> {
  let name = body.runner ?? JAVASCRIPT_RUNNER;
  if (body.block !== undefined && body.section !== undefined) {
    const block = await services.access.publishedElement(body.section, body.block, ECL_KIND);
    if (!block) throw new PluginHttpError(404, 'This section has no such run-code block');
    const blockRunner = typeof block.runner === 'string' ? block.runner : JAVASCRIPT_RUNNER;
    if (body.runner !== undefined && body.runner !== blockRunner) throw new PluginHttpError(400, `This block runs ${blockRunner}, not ${body.runner}`);
    name = blockRunner;
  }
  const runner = services.codeRunners.get(name);
  if (!runner) throw new PluginHttpError(400, `Unknown runner '${name}': the runners are ${services.codeRunners.names.join(', ')}`);
  return runner;
}

/**
 * `POST /api/v1/content_types/ecl` (delivery §7): runs a learner's code with a runner and
 * answers `{ result: { stdout, stderr, error? } }`. The person asking is a learner enrolled
 * in the named section (and the block, when named, is a run-code block its pages deliver),
 * or, with no section named, enrolled in any section or an author of any project; each may
 * run 30 programs a minute. `GET` lists the installed runners, for the block's editor.
 */
export function eclRoutes(services: PluginServerServices): Router {
  const router = new Router();
  router.get('/', async (ctx) => {
    const { user } = pluginRequest(ctx);
    if (!(await mayRun(services, user.id, undefined))) throw new PluginHttpError(403, 'Only learners and authors can run code');
    ctx.body = { runners: services.codeRunners.names.map((name) => ({ name, label: services.codeRunners.get(name)?.label ?? name })) };
  });
  router.post('/', async (ctx) => {
    const { user } = pluginRequest(ctx);
    const body = runBody(await readJsonBody(ctx, { bytes: MAX_ECL_CODE_LENGTH * 4 + 1024, depth: 2 }));
    if (!(await mayRun(services, user.id, body.section))) throw new PluginHttpError(403, body.section === undefined ? 'Only learners and authors can run code' : 'You are not enrolled in this section');
    const runner = await runnerFor(services, body);
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
