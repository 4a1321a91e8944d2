/**
 * `POST /api/v1/bank/project/{slug}` (spec authoring §7): a page of the project's banked
 * activities that meet search logic, newest first, with how many match in all. The logic is
 * read by core's parser (bounded, with the path of a bad node in the 400) and run as SQL.
 */
import Router from '@koa/router';
import { readSearchLogic } from '@quire/core';
import { z } from 'zod';
import { HttpError } from '../http/http-error.js';
import { readBody } from '../http/read-body.js';
import { requireProjectMember } from '../permissions.js';
import type { ServerServices } from '../server-services.js';
import { bankPage } from './bank-page.js';

/** Most rows one bank request answers. */
export const MAX_BANK_PAGE = 100;
/** A bank query's body is a filter and a page: small. */
const BANK_BODY_BYTES = 64 * 1024;

const bankBody = z.strictObject({
  logic: z.unknown().optional(),
  paging: z.strictObject({
    offset: z.number().int().nonnegative().max(10_000_000),
    limit: z.number().int().positive().max(MAX_BANK_PAGE),
  }),
});

const badLogic = (path: string, message: string) => new HttpError(400, `${path}: ${message}`, { path });

/** The logic of a request: `null`, or `{conditions}` holding null, an expression or a clause. */
function requestLogic(logic: unknown) {
  if (logic === null || logic === undefined) return null;
  if (typeof logic !== 'object' || Array.isArray(logic)) throw badLogic('logic', 'The logic is null or {conditions}');
  const extra = Object.keys(logic).find((key) => key !== 'conditions');
  if (extra !== undefined) throw badLogic(`logic.${extra}`, 'The logic has only conditions');
  const read = readSearchLogic((logic as { conditions?: unknown }).conditions, 'logic.conditions');
  if ('problem' in read) throw badLogic(read.problem.path, read.problem.message);
  return read.logic;
}

export function bankRoutes(services: ServerServices): Router {
  const router = new Router({ prefix: '/api/v1/bank' });

  router.post('/project/:slug', async (ctx) => {
    const { project } = await requireProjectMember(ctx, services, ctx.params.slug);
    const body = await readBody(ctx, bankBody, BANK_BODY_BYTES);
    const logic = requestLogic(body.logic);
    const queryResult = await bankPage(services.db, services.activityRegistrations, project.id, logic, body.paging);
    ctx.body = { result: 'success', queryResult };
  });

  return router;
}
