import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useApi } from '../../app/session.js';
import { BROWSER_DEFAULT_LABEL, DEFAULT_SHELL_ROUTES } from './shell-types.js';
import './shell.css';

export interface TimezoneOption {
  readonly value: string;
  readonly label: string;
}

/** The select's value for 'Browser Default' (delivery §9); the server stores it as no zone. */
export const BROWSER_DEFAULT_TIMEZONE = 'browser';
export { BROWSER_DEFAULT_LABEL };
/** The form's field names (delivery §5). */
export const TIMEZONE_FIELD = 'timezone[timezone]';
export const REDIRECT_FIELD = 'timezone[redirect_to]';
export const CSRF_FIELD = '_csrf_token';

export interface TimezoneSelectorProps {
  /** The user's stored zone (`selectedTimezone` of `/auth/me`); null or absent is Browser Default. */
  readonly selectedTimezone?: string | null;
  /** The session's CSRF token; when left out it is read from `GET /auth/me`. */
  readonly csrfToken?: string;
  /** The zones to offer; when left out they are loaded from `GET /timezones`. */
  readonly timezones?: readonly TimezoneOption[];
  /** Where the server sends the browser back; the current path and query by default. */
  readonly redirectTo?: string;
  /** Where the form posts; `/api/v1/timezone` by default. */
  readonly action?: string;
  /**
   * Without it, a change submits the form as a plain HTML form: the server answers 303 to
   * `redirect_to` and the page loads again with the new zone everywhere. With it, the same
   * form body is posted with `fetch` asking for JSON, the page stays, and this is called
   * with the saved zone (null for Browser Default).
   */
  readonly onSaved?: (timezone: string | null) => void;
}

interface SignedIn {
  readonly csrfToken?: string;
}

/**
 * The learner's timezone select (delivery §5): Browser Default and the server's zones. It
 * submits only when the user changes the choice, never on its first render nor when its
 * props or its list change, with the fields `timezone[timezone]`, `timezone[redirect_to]`
 * and `_csrf_token`, form-encoded.
 */
export function TimezoneSelector({ selectedTimezone, csrfToken, timezones, redirectTo, action = DEFAULT_SHELL_ROUTES.updateTimezone, onSaved }: TimezoneSelectorProps) {
  const api = useApi();
  const selectId = useId();
  const form = useRef<HTMLFormElement>(null);
  const stored = selectedTimezone ?? BROWSER_DEFAULT_TIMEZONE;
  const [value, setValue] = useState(stored);
  const [loaded, setLoaded] = useState<readonly TimezoneOption[] | undefined>(undefined);
  const [fetchedToken, setFetchedToken] = useState<string | undefined>(undefined);
  const [status, setStatus] = useState<{ kind: 'saving' | 'saved' | 'error'; message: string } | undefined>(undefined);
  const token = csrfToken ?? fetchedToken;

  // A new stored zone from the parent is shown, not submitted.
  useEffect(() => setValue(stored), [stored]);

  useEffect(() => {
    if (timezones) return;
    let live = true;
    api.get<{ timezones: TimezoneOption[] }>('/timezones').then(
      (answer) => live && setLoaded(answer.timezones),
      (error: unknown) => live && setStatus({ kind: 'error', message: `Could not load the timezones: ${messageOf(error)}` }),
    );
    return () => {
      live = false;
    };
  }, [api, timezones]);

  useEffect(() => {
    if (csrfToken !== undefined) return;
    let live = true;
    api.get<SignedIn>('/auth/me').then(
      (answer) => live && setFetchedToken(answer.csrfToken),
      (error: unknown) => live && setStatus({ kind: 'error', message: `Could not load your session: ${messageOf(error)}` }),
    );
    return () => {
      live = false;
    };
  }, [api, csrfToken]);

  const options = useMemo(() => {
    const list = timezones ?? loaded ?? [];
    // The stored zone shows while the list loads, or if the list no longer has it.
    const missing = value !== BROWSER_DEFAULT_TIMEZONE && !list.some((option) => option.value === value);
    return missing ? [{ value, label: value.replaceAll('_', ' ') }, ...list] : list;
  }, [timezones, loaded, value]);

  const redirect = redirectTo ?? currentPath();

  const onChange = async (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    if (next === value || !token) return;
    const previous = value;
    setValue(next);
    if (!onSaved) {
      // The select already holds the new value; the hidden fields hold the token and the path.
      form.current?.submit();
      return;
    }
    setStatus({ kind: 'saving', message: 'Saving…' });
    const body = new URLSearchParams({ [TIMEZONE_FIELD]: next, [REDIRECT_FIELD]: redirect, [CSRF_FIELD]: token });
    try {
      const response = await fetch(action, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', 'x-csrf-token': token },
        body,
      });
      if (!response.ok) throw new Error(await errorMessage(response));
      setStatus({ kind: 'saved', message: 'Timezone saved' });
      onSaved(next === BROWSER_DEFAULT_TIMEZONE ? null : next);
    } catch (error) {
      setValue(previous);
      setStatus({ kind: 'error', message: `Could not save the timezone: ${messageOf(error)}` });
    }
  };

  return (
    <form ref={form} method="post" action={action} encType="application/x-www-form-urlencoded" className="shell-timezone" onSubmit={(event) => event.preventDefault()}>
      <input type="hidden" name={CSRF_FIELD} value={token ?? ''} />
      <input type="hidden" name={REDIRECT_FIELD} value={redirect} />
      <label htmlFor={selectId}>Timezone</label>
      <select id={selectId} name={TIMEZONE_FIELD} value={value} onChange={(event) => void onChange(event)} disabled={!token || status?.kind === 'saving'}>
        <option value={BROWSER_DEFAULT_TIMEZONE}>{BROWSER_DEFAULT_LABEL}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {status ? (
        <p className={status.kind === 'error' ? 'shell-timezone-status shell-timezone-error' : 'shell-timezone-status'} role={status.kind === 'error' ? 'alert' : 'status'}>
          {status.message}
        </p>
      ) : null}
    </form>
  );
}

function currentPath(): string {
  return typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function errorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // not JSON
  }
  return response.statusText || `HTTP ${response.status}`;
}
