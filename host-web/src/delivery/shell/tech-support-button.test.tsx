// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiClient } from '../../app/api-client.js';
import { SessionProvider } from '../../app/session.js';
import type { ShellUser } from './shell-types.js';
import { TechSupportButton } from './tech-support-button.js';

afterEach(cleanup);

const SENT = 'Your request has been sent. We will reply by email.';
const learner: ShellUser = { name: 'Ada Lovelace', email: 'ada@example.org', isGuest: false, role: 'student' };
const guest: ShellUser = { name: 'Guest', email: null, isGuest: true, role: 'open_and_free' };

interface Posted {
  readonly headers: Record<string, string>;
  readonly body: Record<string, unknown>;
}

function renderButton(user: ShellUser, answer: () => Response = () => Response.json({ requestId: 41 }, { status: 201 })) {
  const posted: Posted[] = [];
  const api = new ApiClient('/api/v1', async (url, init) => {
    const path = String(url).replace('/api/v1', '');
    if (path === '/auth/me') return Response.json({ user, csrfToken: 'csrf-1' });
    if (path === '/help' && init?.method === 'POST') {
      posted.push({ headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body)) });
      return answer();
    }
    return Response.json({ message: `Unexpected ${path}` }, { status: 500 });
  });
  render(
    <SessionProvider api={api}>
      <TechSupportButton user={user} />
    </SessionProvider>,
  );
  return { posted, button: screen.getByRole('button', { name: 'Tech Support' }) };
}

async function openDialog(button: HTMLElement) {
  fireEvent.click(button);
  return screen.findByRole('dialog', { name: 'Tech Support' });
}

describe('TechSupportButton', () => {
  it("sends the learner's request with their email and this page's address, then says it was sent", async () => {
    const { posted, button } = renderButton(learner);
    const dialog = await openDialog(button);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const message = within(dialog).getByLabelText('What do you need help with?') as HTMLTextAreaElement;
    expect(message.required).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(message));
    const email = within(dialog).getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('ada@example.org');
    expect(email.required).toBe(false);
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe("Left empty, we reply to your account's address.");

    fireEvent.change(message, { target: { value: 'The video does not play.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));

    const confirmation = await within(dialog).findByText(SENT);
    expect(posted).toHaveLength(1);
    expect(posted[0].body).toEqual({ message: 'The video does not play.', email: 'ada@example.org', location: window.location.href });
    expect(posted[0].headers['x-csrf-token']).toBe('csrf-1');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(confirmation));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("shows the server's message when the request is refused, keeping what was typed", async () => {
    const { posted, button } = renderButton(learner, () => Response.json({ message: 'email: Enter a valid email address' }, { status: 400 }));
    const dialog = await openDialog(button);
    fireEvent.change(within(dialog).getByLabelText('What do you need help with?'), { target: { value: 'Help' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'someone@elsewhere' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('email: Enter a valid email address');
    expect(posted[0].body.email).toBe('someone@elsewhere');
    expect(within(dialog).queryByText(SENT)).toBeNull();
    expect((within(dialog).getByLabelText('What do you need help with?') as HTMLTextAreaElement).value).toBe('Help');
  });

  it('asks a guest for an email address, which starts empty', async () => {
    const { posted, button } = renderButton(guest);
    const dialog = await openDialog(button);
    const email = within(dialog).getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('');
    expect(email.required).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('What do you need help with?'), { target: { value: 'Help' } });
    fireEvent.change(email, { target: { value: ' visitor@example.org ' } });
    fireEvent.submit(email.form!);
    await within(dialog).findByText(SENT);
    expect(posted[0].body.email).toBe('visitor@example.org');
  });

  it('leaves the email out when a signed-in learner empties it, so the account address is used', async () => {
    const { posted, button } = renderButton(learner);
    const dialog = await openDialog(button);
    fireEvent.change(within(dialog).getByLabelText('What do you need help with?'), { target: { value: 'Help' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await within(dialog).findByText(SENT);
    expect(posted[0].body).not.toHaveProperty('email');
  });

  it('keeps Tab inside the dialog, and Escape closes it without sending, giving the focus back', async () => {
    const { posted, button } = renderButton(learner);
    const dialog = await openDialog(button);
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    submit.focus();
    fireEvent.keyDown(submit, { key: 'Tab' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('What do you need help with?'));
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(submit);

    fireEvent.keyDown(submit, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    await waitFor(() => expect(posted).toHaveLength(0));
  });
});
