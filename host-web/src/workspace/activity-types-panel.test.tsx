// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { recordingApi } from '../app/testing/recording-api.js';
import { SessionProvider } from '../app/session.js';
import { ActivityTypesPanel } from './activity-types-panel.js';

afterEach(cleanup);

const types = [
  { slug: 'oli_multiple_choice', friendlyName: 'Multiple Choice', description: null, globallyAvailable: true, offered: true },
  { slug: 'oli_likert', friendlyName: 'Likert', description: null, globallyAvailable: false, offered: false },
];

function renderPanel(refusal?: { status: number; message: string }) {
  const { api, puts } = recordingApi(() => ({ result: 'success', types }), refusal);
  render(
    <SessionProvider api={api}>
      <ActivityTypesPanel projectSlug="chem" />
    </SessionProvider>,
  );
  return puts;
}

describe('the project activity types panel', () => {
  it('shows the shipped types on and the others off, and lets the owner switch either', async () => {
    const puts = renderPanel();
    const mcq = (await screen.findByLabelText('Multiple Choice')) as HTMLInputElement;
    expect(mcq.checked).toBe(true);
    const likert = screen.getByLabelText('Likert') as HTMLInputElement;
    expect(likert.checked).toBe(false);
    expect(likert.closest('li')?.textContent).toContain('(off unless switched on)');
    fireEvent.click(likert);
    await waitFor(() => expect((screen.getByLabelText('Likert') as HTMLInputElement).checked).toBe(true));
    fireEvent.click(mcq);
    await waitFor(() => expect((screen.getByLabelText('Multiple Choice') as HTMLInputElement).checked).toBe(false));
    expect(puts).toEqual([
      { path: '/projects/chem/activity-types/oli_likert', body: { enabled: true } },
      { path: '/projects/chem/activity-types/oli_multiple_choice', body: { enabled: false } },
    ]);
  });

  it('says why a switch was refused and leaves it as it was', async () => {
    renderPanel({ status: 403, message: 'Only the project owner can enable or disable activity types' });
    fireEvent.click(await screen.findByLabelText('Likert'));
    expect((await screen.findByRole('alert')).textContent).toBe('Only the project owner can enable or disable activity types');
    expect((screen.getByLabelText('Likert') as HTMLInputElement).checked).toBe(false);
  });
});
