// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import { SessionProvider } from '../app/session.js';
import { MemoryRouter } from '../app/testing/memory-router.js';
import { loadEditorPlugins } from '../editor/block-editor/editor-plugins.js';
import { AuthoringApp } from '../workspace/authoring-app.js';
import { bankRow, createFakeBankServer } from './testing/fake-bank-server.js';

afterEach(cleanup);

describe('the activity bank screen', () => {
  it("is reached from the project page's 'Activity bank' link, with a way back to the project", async () => {
    const multipleChoice = (await loadEditorPlugins()).host.activityTypes.get('oli_multiple_choice')!;
    const atoms = bankRow(2, 'Atoms', { activity_type: 'oli_multiple_choice', content: multipleChoice.createDefaultModel() as Record<string, unknown> });
    const server = createFakeBankServer([atoms]);
    // The project page's own calls, which the bank's fake server does not answer.
    server.override = (method, path) => {
      if (path === '/account/preferences') return Response.json({});
      if (path === '/projects') return Response.json({ projects: [{ slug: 'chem', title: 'Chemistry' }] });
      if (path === '/projects/chem/curriculum') return Response.json({ items: [] });
      if (method === 'GET' && (path === '/sections' || path.startsWith('/projects/chem/') && path !== '/projects/chem/activity-types')) return Response.json({ result: 'success', sections: [], types: [], plugins: [] });
      return undefined;
    };
    render(
      <SessionProvider api={server.api}>
        <MemoryRouter path="/authoring/project/chem">
          <Switch>
            <Route path="/authoring/*?">
              <AuthoringApp />
            </Route>
          </Switch>
        </MemoryRouter>
      </SessionProvider>,
    );
    const link = await screen.findByRole('link', { name: 'Activity bank' });
    expect(link.getAttribute('href')).toBe('/authoring/project/chem/bank');
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity bank' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Chemistry' }).getAttribute('href')).toBe('/authoring/project/chem');
    const row = await screen.findByRole('article', { name: 'Atoms' }, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'Bulk add' })).toBeTruthy();
    // The type's own editor, read-only until Edit.
    const editable = () => row.querySelectorAll('[contenteditable="true"]').length;
    await waitFor(() => expect(row.querySelectorAll('[contenteditable]').length).toBeGreaterThan(0));
    expect(editable()).toBe(0);
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(editable()).toBeGreaterThan(0));
  });
});
