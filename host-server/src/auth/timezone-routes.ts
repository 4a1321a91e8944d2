import Router from '@koa/router';
import type { Context, Middleware, Next } from 'koa';
import { z } from 'zod';
import { HttpError, badRequest } from '../http/http-error.js';
import { describeZodError, readJson } from '../http/read-body.js';
import type { ServerServices } from '../server-services.js';
import { CSRF_HEADER, requireUser } from './auth-middleware.js';

/** Where the learner's timezone form posts (delivery §2, the account menu's `updateTimezone`). */
export const TIMEZONE_FORM_PATH = '/api/v1/timezone';
/** The form field carrying the session's CSRF token, for a form that cannot set a header. */
export const CSRF_FIELD = '_csrf_token';
/** The select's value for 'Browser Default' (delivery §9): stored as no timezone. */
export const BROWSER_DEFAULT_TIMEZONE = 'browser';

/** A form of two short fields and a token is far smaller than this. */
const MAX_FORM_BYTES = 16 * 1024;

export interface TimezoneOption {
  readonly value: string;
  readonly label: string;
}

/**
 * The zones a user may choose: the runtime's IANA list, and UTC, which V8 leaves out of
 * that list though every `Intl.DateTimeFormat` accepts it.
 */
export const SUPPORTED_TIMEZONES: readonly string[] = (() => {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
})();
const SUPPORTED = new Set(SUPPORTED_TIMEZONES);
const TIMEZONE_OPTIONS: readonly TimezoneOption[] = SUPPORTED_TIMEZONES.map((value) => ({ value, label: value.replaceAll('_', ' ') }));

interface TimezoneForm {
  readonly timezone: string | undefined;
  readonly redirectTo: string | undefined;
  readonly csrfToken: string | undefined;
}

interface TimezoneRequestState {
  timezoneForm?: TimezoneForm;
}

const jsonBody = z.object({
  timezone: z.strictObject({ timezone: z.string().max(100), redirect_to: z.string().max(2000).optional() }),
  [CSRF_FIELD]: z.string().max(200).optional(),
});

const isForm = (ctx: Context) => Boolean(ctx.is('application/x-www-form-urlencoded'));

function readFormText(ctx: Context): Promise<string> {
  if (Number(ctx.get('content-length') || 0) > MAX_FORM_BYTES) return Promise.reject(tooLarge(ctx));
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    ctx.req.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > MAX_FORM_BYTES) {
        settled = true;
        ctx.req.pause();
        reject(tooLarge(ctx));
        return;
      }
      chunks.push(chunk);
    });
    ctx.req.on('end', () => {
      if (settled) return;
      settled = true;
      resolve(Buffer.concat(chunks, size).toString('utf8'));
    });
    ctx.req.on('error', (error: Error) => {
      if (!settled) reject(error);
      settled = true;
    });
  });
}

function tooLarge(ctx: Context): HttpError {
  ctx.set('Connection', 'close');
  return new HttpError(413, 'Request body is too large');
}

/** The posted fields, read once per request (the CSRF bridge may have read them already). */
async function readTimezoneForm(ctx: Context): Promise<TimezoneForm> {
  const state = ctx.state as TimezoneRequestState;
  if (state.timezoneForm) return state.timezoneForm;
  let form: TimezoneForm;
  if (isForm(ctx)) {
    const fields = new URLSearchParams(await readFormText(ctx));
    form = {
      timezone: fields.get('timezone[timezone]') ?? undefined,
      redirectTo: fields.get('timezone[redirect_to]') ?? undefined,
      csrfToken: fields.get(CSRF_FIELD) ?? undefined,
    };
  } else {
    const parsed = jsonBody.safeParse(await readJson(ctx, MAX_FORM_BYTES));
    if (!parsed.success) throw badRequest(describeZodError(parsed.error));
    form = { timezone: parsed.data.timezone.timezone, redirectTo: parsed.data.timezone.redirect_to, csrfToken: parsed.data[CSRF_FIELD] };
  }
  state.timezoneForm = form;
  return form;
}

/**
 * Lets the timezone form carry the CSRF token as its `_csrf_token` field: a plain HTML form
 * cannot set the `x-csrf-token` header the auth middleware checks. For a form post to the
 * timezone route without that header, the field's value is put in the header before the
 * auth middleware runs, so the form is held to the very same check (a missing or wrong
 * token is a 403). Mount it before `authMiddleware`.
 */
export function timezoneFormCsrf(): Middleware {
  return async (ctx: Context, next: Next) => {
    if (ctx.method === 'POST' && ctx.path === TIMEZONE_FORM_PATH && isForm(ctx) && !ctx.get(CSRF_HEADER)) {
      const form = await readTimezoneForm(ctx);
      if (form.csrfToken) ctx.request.headers[CSRF_HEADER] = form.csrfToken;
    }
    await next();
  };
}

/**
 * A path of this site to send the browser back to; anything else (another site, a
 * protocol-relative `//host`, a backslash trick, a `javascript:` address) becomes `/`.
 */
export function safeRedirectPath(value: string | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // Control characters and backslashes are read as slashes or dropped by browsers.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  const base = 'http://quire.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return '/';
  }
  // Dot segments can fold `/.//evil.example` into `//evil.example`, which a browser reads as another site.
  if (url.origin !== base || url.pathname.startsWith('//')) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * `GET /api/v1/timezones`: the zones a user may choose, as `{ timezones: [{ value, label }] }`.
 * `POST /api/v1/timezone`: the signed-in user's timezone from the account menu's form
 * (delivery §5): fields `timezone[timezone]` ('browser' for Browser Default, stored as
 * none), `timezone[redirect_to]` and the CSRF token as header or `_csrf_token` field.
 * Answers 303 to `redirect_to` when it is a path of this site (else `/`), or
 * `{ result: 'success' }` when the request asks for JSON.
 */
export function timezoneRoutes(services: ServerServices): Router {
  const router = new Router({ prefix: '/api/v1' });

  router.get('/timezones', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.body = { timezones: TIMEZONE_OPTIONS };
  });

  router.post('/timezone', async (ctx) => {
    const user = requireUser(ctx);
    const form = await readTimezoneForm(ctx);
    if (form.timezone === undefined) throw badRequest('timezone: Choose a timezone');
    const timezone = form.timezone === BROWSER_DEFAULT_TIMEZONE || form.timezone === '' ? null : form.timezone;
    if (timezone !== null && !SUPPORTED.has(timezone)) throw badRequest(`timezone: Unknown timezone ${JSON.stringify(timezone.slice(0, 100))}`);
    await services.users.setTimezone(user.id, timezone);
    if (ctx.accepts('html', 'json') === 'json') {
      ctx.body = { result: 'success', timezone };
      return;
    }
    ctx.redirect(safeRedirectPath(form.redirectTo));
    ctx.status = 303;
  });

  return router;
}
