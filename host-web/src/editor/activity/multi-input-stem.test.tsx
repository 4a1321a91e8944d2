// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ActivityTypeContribution } from '@quire/core';
import type { EditorServices } from '@quire/plugin-sdk/authoring';
import { ApiClient } from '../../app/api-client.js';
import { SessionProvider } from '../../app/session.js';
import { loadEditorPlugins } from '../block-editor/editor-plugins.js';
import { ActivityEditorHost } from './activity-editor-host.js';

afterEach(cleanup);

const plugins = await loadEditorPlugins();
const multiInput = plugins.host.activityTypes.get('oli_multi_input') as ActivityTypeContribution<Record<string, unknown>>;
const services: EditorServices = { createId: () => crypto.randomUUID(), projectSlug: 'chem', loadPages: async () => [], pickMedia: async () => undefined, requestContentType: () => Promise.reject(new Error('No server in this test')), requestApi: () => Promise.reject(new Error('No server in this test')) };

describe('a multi-input activity in the page editor', () => {
  it('shows each input of the stem as a chip naming its part, inside the stem editor', async () => {
    const { authoring, ...content } = multiInput.createDefaultModel();
    const api = new ApiClient('/api/v1', async (url) => {
      const path = String(url).replace('/api/v1', '');
      if (path === '/auth/me') return Response.json({ user: { id: 1, name: 'Ada', email: 'a@x' }, csrfToken: 't' });
      if (path === '/storage/project/chem/resource/9') {
        return Response.json({ resourceId: 9, activityType: 'oli_multi_input', title: 'Multi Input', content, authoring, objectives: {}, tags: [] });
      }
      return Response.json({ result: 'success', objectives: [], tags: [] });
    });
    render(
      <SessionProvider api={api}>
        <ActivityEditorHost activityId={9} pageId={5} plugins={plugins} services={services} readOnly={false} />
      </SessionProvider>,
    );
    const stem = await screen.findByRole('textbox', { name: 'Question stem' });
    expect(within(stem).queryByText('Content element is invalid')).toBeNull();
    const chip = stem.querySelector('.input-ref-chip');
    expect(chip?.textContent).toContain('[Part 1: Number]');
    expect(chip?.getAttribute('contenteditable')).toBe('false');
  });
});
