// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiClient } from '../app/api-client.js';
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

function renderPanel(putStatus = 200) {
  const puts: { path: string; body: unknown }[] = [];
  const api = new ApiClient('/api/v1', async (url, init) => {
    const path = String(url).replace('/api/v1', '');
    if (path === '/auth/me') return Response.json({ user: { id: 1, name: 'Ada', email: 'a@x' }, csrfToken: 't' });
    if (init?.method === 'PUT') {
      puts.push({ path, body: JSON.parse(String(init.body)) });
      return putStatus === 200 ? Response.json({ result: 'success' }) : Response.json({ message: 'Only the project owner can switch plugins on or off' }, { status: putStatus });
    }
    return Response.json({ result: 'success', plugins });
  });
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
    renderPanel(403);
    fireEvent.click(await screen.findByLabelText('element-youtube'));
    expect((await screen.findByRole('alert')).textContent).toBe('Only the project owner can switch plugins on or off');
    expect((screen.getByLabelText('element-youtube') as HTMLInputElement).checked).toBe(true);
  });
});
