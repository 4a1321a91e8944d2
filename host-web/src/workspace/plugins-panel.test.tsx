// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { recordingApi, type Refusal } from '../app/testing/recording-api.js';
import { SessionProvider } from '../app/session.js';
import { PluginsPanel } from './plugins-panel.js';
import { OWNER_ONLY_SETTINGS_NOTE, SETTINGS_SAVED_MESSAGE } from './plugin-settings-form.js';

afterEach(cleanup);

const none = { elements: [], marks: [], activityTypes: [], widgets: [] };
const youtube = {
  id: 'element-youtube',
  packageName: '@quire/plugin-element-youtube',
  version: '0.1.0',
  description: 'Quire YouTube.',
  contributes: { ...none, elements: ['youtube'] },
  switchable: true,
  enabled: true,
  settingFields: [
    { key: 'privacyEnhanced', kind: 'boolean', label: 'Privacy-enhanced mode', description: 'Play videos from youtube-nocookie.com.', default: true },
  ],
  settings: { privacyEnhanced: true },
};
const marks = { id: 'marks', packageName: '@quire/plugin-marks', version: '0.2.0', description: null, contributes: { ...none, marks: ['strong', 'em'] }, switchable: false, enabled: true, settingFields: [], settings: {} };
const gallery = {
  id: 'element-gallery',
  packageName: '@quire/plugin-element-gallery',
  version: '1.0.0',
  description: null,
  contributes: { ...none, elements: ['gallery'] },
  switchable: true,
  enabled: true,
  settingFields: [
    { key: 'buttonLabel', kind: 'string', label: 'Button label', default: 'Continue', maxLength: 20 },
    { key: 'columns', kind: 'number', label: 'Columns', default: 2, minimum: 1, maximum: 4, integer: true },
    { key: 'layout', kind: 'enum', label: 'Layout', default: 'compact', options: ['compact', 'spacious'] },
  ],
  settings: { buttonLabel: 'Next', columns: 3, layout: 'compact' },
};

function renderPanel({ role = 'owner', plugins = [youtube, marks] as unknown[], refusal }: { role?: string; plugins?: unknown[]; refusal?: Refusal } = {}) {
  const { api, puts } = recordingApi(
    () => ({ result: 'success', role, plugins }),
    refusal,
    (path, body) => (path.endsWith('/settings') ? { result: 'success', settings: body } : { result: 'success' }),
  );
  render(
    <SessionProvider api={api}>
      <PluginsPanel projectSlug="chem" />
    </SessionProvider>,
  );
  return puts;
}

const saveButton = (form: HTMLElement) => within(form).getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('the project plugins panel', () => {
  it('lists each plugin with its package, version and what it adds, and switches an element plugin off', async () => {
    const puts = renderPanel();
    const switchOf = (await screen.findByLabelText('element-youtube')) as HTMLInputElement;
    expect(switchOf.checked).toBe(true);
    const rows = screen.getAllByRole('listitem');
    expect(rows[0].textContent).toContain('@quire/plugin-element-youtube 0.1.0');
    expect(rows[0].textContent).toContain('Quire YouTube.');
    expect(rows[0].textContent).toContain('Adds elements youtube.');
    expect(rows[1].textContent).toContain('marks (always on)');
    expect(rows[1].textContent).toContain('Adds marks strong, em.');
    expect(within(rows[1]).queryByRole('checkbox')).toBeNull();
    expect(within(rows[1]).queryByRole('form')).toBeNull();
    fireEvent.click(switchOf);
    await waitFor(() => expect((screen.getByLabelText('element-youtube') as HTMLInputElement).checked).toBe(false));
    expect(puts).toEqual([{ path: '/projects/chem/plugins/element-youtube', body: { enabled: false } }]);
  });

  it('says why a switch was refused and leaves it as it was', async () => {
    renderPanel({ refusal: { status: 403, message: 'Only the project owner can switch plugins on or off' } });
    fireEvent.click(await screen.findByLabelText('element-youtube'));
    expect((await screen.findByRole('alert')).textContent).toBe('Only the project owner can switch plugins on or off');
    expect((screen.getByLabelText('element-youtube') as HTMLInputElement).checked).toBe(true);
  });

  it("shows a plugin's settings, offers Save once one changed, saves the change and says so", async () => {
    const puts = renderPanel();
    const form = await screen.findByRole('form', { name: 'element-youtube settings' });
    const privacy = within(form).getByLabelText('Privacy-enhanced mode') as HTMLInputElement;
    expect(privacy.checked).toBe(true);
    expect(privacy.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(privacy.getAttribute('aria-describedby')!)?.textContent).toBe('Play videos from youtube-nocookie.com.');
    expect(saveButton(form).disabled).toBe(true);
    fireEvent.click(privacy);
    expect(saveButton(form).disabled).toBe(false);
    // Changed back, there is nothing to save.
    fireEvent.click(privacy);
    expect(saveButton(form).disabled).toBe(true);
    fireEvent.click(privacy);
    fireEvent.click(saveButton(form));
    expect((await within(form).findByRole('status')).textContent).toBe(SETTINGS_SAVED_MESSAGE);
    expect(puts).toEqual([{ path: '/projects/chem/plugins/element-youtube/settings', body: { privacyEnhanced: false } }]);
    expect(saveButton(form).disabled).toBe(true);
    expect(privacy.checked).toBe(false);
    fireEvent.click(privacy);
    expect(within(form).getByRole('status').textContent).toBe('');
  });

  it('draws a text field, a number field and a list, labelled, each reachable from the keyboard, and sends only what changed', async () => {
    const puts = renderPanel({ plugins: [gallery] });
    const form = await screen.findByRole('form', { name: 'element-gallery settings' });
    const label = within(form).getByLabelText('Button label') as HTMLInputElement;
    const columns = within(form).getByLabelText('Columns') as HTMLInputElement;
    const layout = within(form).getByLabelText('Layout') as HTMLSelectElement;
    expect([label.type, label.value, label.maxLength]).toEqual(['text', 'Next', 20]);
    expect([columns.type, columns.value, columns.min, columns.max, columns.step]).toEqual(['number', '3', '1', '4', '1']);
    expect(layout.value).toBe('compact');
    expect(within(layout).getAllByRole('option').map((option) => option.textContent)).toEqual(['compact', 'spacious']);
    for (const control of [label, columns, layout]) {
      expect(control.disabled).toBe(false);
      expect(control.tabIndex).toBe(0);
    }
    fireEvent.change(columns, { target: { value: '4' } });
    fireEvent.change(layout, { target: { value: 'spacious' } });
    fireEvent.submit(form);
    await within(form).findByText(SETTINGS_SAVED_MESSAGE);
    expect(puts).toEqual([{ path: '/projects/chem/plugins/element-gallery/settings', body: { columns: 4, layout: 'spacious' } }]);
  });

  it("shows the server's problems beside their fields, and clears one when its field changes", async () => {
    const errors = { buttonLabel: 'Use at most 20 characters', columns: 'Enter a whole number from 1 to 4' };
    renderPanel({ plugins: [gallery], refusal: { status: 400, message: 'buttonLabel: Use at most 20 characters; columns: Enter a whole number from 1 to 4', details: { errors } } });
    const form = await screen.findByRole('form', { name: 'element-gallery settings' });
    const columns = within(form).getByLabelText('Columns') as HTMLInputElement;
    fireEvent.change(columns, { target: { value: '9' } });
    fireEvent.click(saveButton(form));
    const problem = await within(form).findByText('Enter a whole number from 1 to 4');
    expect(columns.getAttribute('aria-invalid')).toBe('true');
    expect(columns.getAttribute('aria-describedby')).toBe(problem.id);
    const label = within(form).getByLabelText('Button label');
    expect(document.getElementById(label.getAttribute('aria-describedby')!)?.textContent).toBe('Use at most 20 characters');
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(within(form).getByRole('status').textContent).toBe('');
    fireEvent.change(columns, { target: { value: '2' } });
    expect(within(form).queryByText('Enter a whole number from 1 to 4')).toBeNull();
    expect(columns.getAttribute('aria-invalid')).toBeNull();
    expect(within(form).getByText('Use at most 20 characters')).toBeTruthy();
  });

  it('says a refusal that names no field above the fields', async () => {
    renderPanel({ plugins: [gallery], refusal: { status: 403, message: 'Only the project owner can change plugin settings' } });
    const form = await screen.findByRole('form', { name: 'element-gallery settings' });
    fireEvent.change(within(form).getByLabelText('Layout'), { target: { value: 'spacious' } });
    fireEvent.click(saveButton(form));
    expect((await within(form).findByRole('alert')).textContent).toBe('Only the project owner can change plugin settings');
    expect(saveButton(form).disabled).toBe(false);
  });

  it("shows an author who is not the owner the switches and settings without letting them change", async () => {
    renderPanel({ role: 'author', plugins: [youtube, gallery] });
    const form = await screen.findByRole('form', { name: 'element-youtube settings' });
    expect(within(form).getByText(OWNER_ONLY_SETTINGS_NOTE)).toBeTruthy();
    expect((within(form).getByLabelText('Privacy-enhanced mode') as HTMLInputElement).checked).toBe(true);
    expect(within(form).getByRole('group').hasAttribute('disabled')).toBe(true);
    expect(within(form).queryByRole('button', { name: 'Save' })).toBeNull();
    const galleryForm = screen.getByRole('form', { name: 'element-gallery settings' });
    expect((within(galleryForm).getByLabelText('Columns') as HTMLInputElement).value).toBe('3');
    expect((screen.getByLabelText('element-youtube') as HTMLInputElement).disabled).toBe(true);
  });
});
