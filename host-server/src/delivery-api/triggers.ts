import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { ASSISTANT_UNAVAILABLE_MESSAGE, MAX_TRIGGER_PROMPT_LENGTH, TRIGGER_TYPES } from '@quire/plugin-sdk';
import type { AssistantProvider, AssistantQuestion } from '@quire/plugin-sdk/server';
import { requireUser } from '../auth/auth-middleware.js';
import { sharedStoredContent } from '../authoring/shared-stored-content.js';
import { HttpError, badRequest, notFound } from '../http/http-error.js';
import { readBody } from '../http/read-body.js';
import { requireSectionEnrollment, type SectionRow } from '../permissions.js';
import { tooManyRequests } from '../security/rate-limiter.js';
import type { ServerServices } from '../server-services.js';
import { previewRevisions, publishedRevisions, type ResourceRevision } from './delivered-resources.js';
import { findSection, isProjectMember } from './section-access.js';
import { triggerPlace, type TriggerPlace } from './trigger-page-text.js';

/** Questions a person may ask the course assistant: each costs the site a call to a paid service. */
export const TRIGGERS_RATE_LIMIT = { max: 20, windowMs: 10 * 60_000 };
/** How long the assistant may take, whatever the provider's own limit. */
export const ASSISTANT_TIMEOUT_MS = 60_000;
/** The longest answer passed on, in characters. */
export const MAX_ASSISTANT_ANSWER_LENGTH = 8_000;

export const TRIGGER_NOT_ON_PAGE_MESSAGE = 'This page has no trigger point with this id';
export const PROMPT_NOT_THE_PAGES_MESSAGE = "The prompt is not the one this page's trigger point holds";
export const ASSISTANT_FAILED_MESSAGE = 'The course assistant could not answer: try again later.';
export const ASSISTANT_TOO_SLOW_MESSAGE = 'The course assistant took too long to answer: try again later.';

const triggerBody = z.strictObject({
  trigger_type: z.enum(TRIGGER_TYPES, { message: `Use ${TRIGGER_TYPES.join(' or ')}` }),
  resource_id: z.union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), z.string().regex(/^[1-9][0-9]{0,14}$/).transform(Number)], {
    message: "Use the page's resource id",
  }),
  data: z.strictObject({ ref_id: z.string().min(1).max(100) }),
  prompt: z
    .string()
    .min(1, { message: 'Send the prompt of the trigger point' })
    .max(MAX_TRIGGER_PROMPT_LENGTH, { message: `The prompt is too long: at most ${MAX_TRIGGER_PROMPT_LENGTH} characters` }),
});

type TriggerBody = z.infer<typeof triggerBody>;

// A prompt of escaped characters is six bytes each; the rest of the body is small.
const BODY_LIMITS = { bytes: MAX_TRIGGER_PROMPT_LENGTH * 6 + 1024, depth: 3 };

/**
 * Who may ask in this section: a member of its project, or a person enrolled in it (an
 * open-and-free section enrols a signed-in visitor on first use). 404 for an unknown
 * section, 403 for anyone else.
 */
async function requireAsker(ctx: Context, services: ServerServices, slug: string): Promise<{ userId: number; section: SectionRow; member: boolean }> {
  const user = requireUser(ctx);
  const section = await findSection(services.db, slug);
  if (await isProjectMember(services.db, user, section.project_id)) return { userId: user.id, section, member: true };
  await requireSectionEnrollment(ctx, services, slug);
  return { userId: user.id, section, member: false };
}

/**
 * The revisions of the page the asker may see: the section's publication, and for a member
 * of the project (who previews its drafts) also the current one. A resource that is not a
 * page is none.
 */
async function pageRevisions(services: ServerServices, section: SectionRow, member: boolean, resourceId: number): Promise<ResourceRevision[]> {
  const published = await publishedRevisions(services.db, section.publication_id, [resourceId]);
  const current = member ? await previewRevisions(services.db, section.project_id, [resourceId]) : [];
  return [...published, ...current].filter((revision) => revision.kind === 'page');
}

/** The trigger the request names, on a page the asker may see, with the prompt the page holds for it. */
function triggerOnPage(services: ServerServices, revisions: readonly ResourceRevision[], body: TriggerBody): { revision: ResourceRevision; place: TriggerPlace } {
  if (revisions.length === 0) throw notFound('This section delivers no such page');
  const isBlock = (kind: string) => services.host.elements.get(kind)?.structure.display !== 'inline';
  let foundElsewhere = false;
  for (const revision of revisions) {
    const place = triggerPlace(sharedStoredContent(revision.content, revision.kind).model, body.data.ref_id, body.trigger_type, isBlock);
    // An element with no prompt (a paragraph, say) is no trigger point.
    if (!place || typeof place.element.prompt !== 'string') continue;
    if (place.element.prompt === body.prompt) return { revision, place };
    foundElsewhere = true;
  }
  // The page's own prompt only: the route is no general-purpose gateway to the assistant.
  if (foundElsewhere) throw badRequest(PROMPT_NOT_THE_PAGES_MESSAGE);
  throw notFound(TRIGGER_NOT_ON_PAGE_MESSAGE);
}

/**
 * A signal that aborts when the time runs out (a `TimeoutError`) or the learner's connection
 * closes before the answer is sent, and the function that lets go of its timer. A timer of
 * its own rather than AbortSignal.timeout, which Node may collect before it fires once only a
 * composite signal holds it.
 */
function askingSignal(ctx: Context): { signal: AbortSignal; release: () => void } {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new DOMException('The course assistant took too long', 'TimeoutError')), ASSISTANT_TIMEOUT_MS);
  const closed = () => {
    if (!ctx.res.writableFinished) abort.abort(new DOMException('The learner left', 'AbortError'));
  };
  ctx.res.once('close', closed);
  return {
    signal: abort.signal,
    release: () => {
      clearTimeout(timer);
      ctx.res.off('close', closed);
    },
  };
}

const isTimeout = (error: unknown) => error instanceof Error && error.name === 'TimeoutError';

async function ask(ctx: Context, services: ServerServices, provider: AssistantProvider, question: AssistantQuestion): Promise<void> {
  const { signal, release } = askingSignal(ctx);
  try {
    const { text } = await provider.answer(question, signal);
    const answer = typeof text === 'string' ? text.trim().slice(0, MAX_ASSISTANT_ANSWER_LENGTH) : '';
    if (answer === '') throw new Error('it gave an empty answer');
    ctx.body = { answer };
  } catch (error) {
    const timedOut = isTimeout(error) || (signal.aborted && isTimeout(signal.reason));
    services.logger.warn(`The course assistant '${provider.name}' did not answer: ${error instanceof Error ? error.message : String(error)}`, { provider: provider.name });
    // 502 and 504 are set here: the error middleware answers only 4xx and 503 with their message.
    ctx.status = timedOut ? 504 : 502;
    ctx.body = { message: timedOut ? ASSISTANT_TOO_SLOW_MESSAGE : ASSISTANT_FAILED_MESSAGE };
  } finally {
    release();
  }
}

/**
 * `POST /api/v1/triggers/{sectionSlug}` (delivery §7), the trigger API of DOT activation
 * points: `{trigger_type, resource_id, data: {ref_id}, prompt}` → `{answer}`. The asker is
 * enrolled in the section or a member of its project (403 otherwise); the page is one the
 * section delivers (for a member, or its current draft), and the prompt is the one its
 * trigger point holds. The assistant (the first provider the server parts give; 503
 * 'The course assistant is not available.' without one) reads the prompt and that page's
 * text, and nothing of the learner. Each person may ask 20 times in 10 minutes (429).
 */
export function triggerRoutes(services: ServerServices): Router {
  const router = new Router({ prefix: '/api/v1/triggers' });
  router.post('/:sectionSlug', async (ctx) => {
    const { userId, section, member } = await requireAsker(ctx, services, ctx.params.sectionSlug);
    const body = await readBody(ctx, triggerBody, BODY_LIMITS);
    const provider = services.assistantProviders[0];
    if (!provider) throw new HttpError(503, ASSISTANT_UNAVAILABLE_MESSAGE);
    const { revision, place } = triggerOnPage(services, await pageRevisions(services, section, member, body.resource_id), body);
    const limit = await services.rateLimiter.hit(`triggers:user:${userId}`, TRIGGERS_RATE_LIMIT);
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs, 'You have asked the course assistant many times');
    await ask(ctx, services, provider, {
      prompt: body.prompt,
      triggerType: body.trigger_type,
      pageTitle: revision.title,
      pageContent: place.pageContent,
      focusContent: place.focusContent,
    });
  });
  return router;
}
