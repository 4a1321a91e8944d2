// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiClient } from '../../app/api-client.js';
import { SessionProvider } from '../../app/session.js';
import { TimezoneSelector, type TimezoneSelectorProps } from './timezone-selector.js';

const ZONES = [
  { value: 'America/New_York', label: 'America/New York' },
  { value: 'Asia/Tokyo', label: 'Asia/Tokyo' },
  { value: 'Europe/Paris', label: 'Europe/Paris' },
];

/** The form posts: what a plain form submission would send, or what `fetch` sent. */
let submitted: { action: string; method: string; enctype: string; fields: Record<string, string> }[];
let fetched: { url: string; init: RequestInit }[];

beforeEach(() => {
  submitted = [];
  fetched = [];
  window.history.replaceState(null, '', '/sections/bio/lesson/cells?page=2');
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push({
      action: this.getAttribute('action') as string,
      method: this.method,
      enctype: this.getAttribute('enctype') as string,
      fields: Object.fromEntries(new FormData(this) as unknown as Iterable<[string, string]>),
    });
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      fetched.push({ url, init });
      return Response.json({ result: 'success' });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderSelector(props: TimezoneSelectorProps) {
  const apiCalls: string[] = [];
  const api = new ApiClient('/api/v1', async (url) => {
    const path = String(url).replace('/api/v1', '');
    apiCalls.push(path);
    if (path === '/auth/me') return Response.json({ user: { id: 1, name: 'Ada', email: 'a@x' }, csrfToken: 'csrf-from-me' });
    if (path === '/timezones') return Response.json({ timezones: ZONES });
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  const view = render(
    <SessionProvider api={api}>
      <TimezoneSelector {...props} />
    </SessionProvider>,
  );
  const rerender = (next: TimezoneSelectorProps) =>
    view.rerender(
      <SessionProvider api={api}>
        <TimezoneSelector {...next} />
      </SessionProvider>,
    );
  return { apiCalls, rerender, select: () => screen.getByLabelText('Timezone') as HTMLSelectElement };
}

const optionLabels = (select: HTMLSelectElement) => Array.from(select.options).map((option) => option.textContent);

describe('TimezoneSelector', () => {
  it('offers Browser Default and the server zones, showing the stored one, and posts nothing on its own', async () => {
    const { select, apiCalls, rerender } = renderSelector({ selectedTimezone: 'Asia/Tokyo' });
    await waitFor(() => expect(select().options.length).toBe(4));
    await waitFor(() => expect(select().disabled).toBe(false));
    expect(optionLabels(select())).toEqual(['Browser Default', 'America/New York', 'Asia/Tokyo', 'Europe/Paris']);
    expect(select().options[0].value).toBe('browser');
    expect(select().value).toBe('Asia/Tokyo');
    expect(apiCalls.sort()).toEqual(['/auth/me', '/auth/me', '/timezones']);
    // A new stored zone from the parent is shown, not posted.
    rerender({ selectedTimezone: 'Europe/Paris' });
    expect(select().value).toBe('Europe/Paris');
    rerender({ selectedTimezone: null });
    expect(select().value).toBe('browser');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(submitted).toEqual([]);
    expect(fetched).toEqual([]);
  });

  it('submits the form once on a user change, with the zone, the current path and the CSRF field', async () => {
    const { select } = renderSelector({ selectedTimezone: null, csrfToken: 'csrf-1', timezones: ZONES });
    expect(select().disabled).toBe(false);
    expect(select().value).toBe('browser');
    fireEvent.change(select(), { target: { value: 'Europe/Paris' } });
    expect(submitted).toEqual([
      {
        action: '/api/v1/timezone',
        method: 'post',
        enctype: 'application/x-www-form-urlencoded',
        fields: { _csrf_token: 'csrf-1', 'timezone[redirect_to]': '/sections/bio/lesson/cells?page=2', 'timezone[timezone]': 'Europe/Paris' },
      },
    ]);
    expect(fetched).toEqual([]);
  });

  it('does not submit when the choice is the same', () => {
    const { select } = renderSelector({ selectedTimezone: 'Asia/Tokyo', csrfToken: 'csrf-1', timezones: ZONES });
    fireEvent.change(select(), { target: { value: 'Asia/Tokyo' } });
    expect(submitted).toEqual([]);
  });

  it('sends Browser Default as browser, to the redirect and action given', async () => {
    const { select } = renderSelector({ selectedTimezone: 'Asia/Tokyo', timezones: ZONES, redirectTo: '/sections/bio', action: '/timezone' });
    await waitFor(() => expect(select().disabled).toBe(false));
    fireEvent.change(select(), { target: { value: 'browser' } });
    expect(submitted).toHaveLength(1);
    expect(submitted[0]).toMatchObject({
      action: '/timezone',
      fields: { _csrf_token: 'csrf-from-me', 'timezone[redirect_to]': '/sections/bio', 'timezone[timezone]': 'browser' },
    });
  });

  it('with onSaved, posts the same form body with fetch asking for JSON, once, and reports the saved zone', async () => {
    const onSaved = vi.fn();
    const { select } = renderSelector({ selectedTimezone: null, csrfToken: 'csrf-1', timezones: ZONES, onSaved });
    fireEvent.change(select(), { target: { value: 'America/New_York' } });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('America/New_York'));
    expect(fetched).toHaveLength(1);
    const { url, init } = fetched[0];
    expect(url).toBe('/api/v1/timezone');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', 'x-csrf-token': 'csrf-1' });
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({
      'timezone[timezone]': 'America/New_York',
      'timezone[redirect_to]': '/sections/bio/lesson/cells?page=2',
      _csrf_token: 'csrf-1',
    });
    expect(submitted).toEqual([]);
    expect(await screen.findByText('Timezone saved')).toBeTruthy();

    fireEvent.change(select(), { target: { value: 'browser' } });
    await waitFor(() => expect(onSaved).toHaveBeenLastCalledWith(null));
    expect(fetched).toHaveLength(2);
  });

  it('with onSaved, shows a refusal and goes back to the saved zone', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ message: 'timezone: Unknown timezone' }, { status: 400 })));
    const onSaved = vi.fn();
    const { select } = renderSelector({ selectedTimezone: 'Asia/Tokyo', csrfToken: 'csrf-1', timezones: ZONES, onSaved });
    fireEvent.change(select(), { target: { value: 'Europe/Paris' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Could not save the timezone: timezone: Unknown timezone');
    expect(select().value).toBe('Asia/Tokyo');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
