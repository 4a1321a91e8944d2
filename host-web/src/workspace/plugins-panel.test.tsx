// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { recordingApi } from '../app/testing/recording-api.js';
import { SessionProvider } from '../app/session.js';
import { PluginsPanel } from './plugins-panel.js';

afterEach(cleanup);

const none = { elements: [], marks: [], activityTypes: [], widgets: [] };
const plugins = [
  {
    id: 'element-youtube',
    packageName: '@quire/plugin-element-youtube',
    version: '0.1.0',
    description: 'Quire YouTube.',
    contributes: { ...none, elements: ['youtube'] },
    switchable: true,
    enabled: true,
  },
  { id: 'marks', packageName: '@quire/plugin-marks', version: '0.2.0', description: null, contributes: { ...none, marks: ['strong', 'em'] }, switchable: false, enabled: true },
];

function renderPanel(refusal?: { status: number; message: string }) {
  const { api, puts } = recordingApi(() => ({ result: 'success', plugins }), refusal);
  render(
    <SessionProvider api={api}>
      <PluginsPanel projectSlug="chem" />
    </SessionProvider>,
  );
  return puts;
}

describe('the project plugins panel', () => {
  it('lists each plugin with its package, version and what it adds, and switches an element plugin off', async () => {
    const puts = renderPanel();
    const youtube = (await screen.findByLabelText('element-youtube')) as HTMLInputElement;
    expect(youtube.checked).toBe(true);
    const rows = screen.getAllByRole('listitem');
    expect(rows[0].textContent).toContain('@quire/plugin-element-youtube 0.1.0');
    expect(rows[0].textContent).toContain('Quire YouTube.');
    expect(rows[0].textContent).toContain('Adds elements youtube.');
    expect(rows[1].textContent).toContain('marks (always on)');
    expect(rows[1].textContent).toContain('Adds marks strong, em.');
    expect(within(rows[1]).queryByRole('checkbox')).toBeNull();
    fireEvent.click(youtube);
    await waitFor(() => expect((screen.getByLabelText('element-youtube') as HTMLInputElement).checked).toBe(false));
    expect(puts).toEqual([{ path: '/projects/chem/plugins/element-youtube', body: { enabled: false } }]);
  });

  it('says why a switch was refused and leaves it as it was', async () => {
    renderPanel({ status: 403, message: 'Only the project owner can switch plugins on or off' });
    fireEvent.click(await screen.findByLabelText('element-youtube'));
    expect((await screen.findByRole('alert')).textContent).toBe('Only the project owner can switch plugins on or off');
    expect((screen.getByLabelText('element-youtube') as HTMLInputElement).checked).toBe(true);
  });
});
