// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { preloadScreenAt } from '../app/app.js';
import { createFakeHistoryServer, HISTORY_ADDRESS, renderAppAt, revision } from './testing/fake-history-server.js';
import { revisionDate } from './revision-date.js';

// The screen's chunk (the preview's learner views among it) is fetched once, before the first test draws it.
beforeAll(() => preloadScreenAt(HISTORY_ADDRESS));
afterEach(cleanup);

const threeRevisions = () => [
  revision(1, 'Ada', 'What is an atom made of?', { objectives: { '1': [10] }, tags: [20] }),
  revision(2, 'Grace', 'Which particles make up an atom?'),
  revision(3, 'Ada', 'Name the particles of an atom', { title: 'Atoms quiz, reworded' }),
];

/** The table's body rows as the author reads them: number, title, author, date. */
const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].slice(0, 4).map((cell) => cell.textContent));

describe("an activity's revision history", () => {
  it("shows the activity's title and its revisions newest first, with author and date, the current one marked", async () => {
    const server = createFakeHistoryServer(threeRevisions());
    await renderAppAt(server);
    expect(await screen.findByRole('heading', { level: 1, name: 'Revision history' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Atoms quiz, reworded' })).toBeTruthy();
    expect(rows()).toEqual([
      ['3 (current)', 'Atoms quiz, reworded', 'Ada', revisionDate(server.revisions[2].createdAt)],
      ['2', 'Atoms quiz', 'Grace', revisionDate(server.revisions[1].createdAt)],
      ['1', 'Atoms quiz', 'Ada', revisionDate(server.revisions[0].createdAt)],
    ]);
    const back = screen.getByRole('link', { name: 'Back to the activity bank' });
    expect(back.getAttribute('href')).toBe('/authoring/project/chem/bank');
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Chemistry 101' }).getAttribute('href')).toBe('/authoring/project/chem');
    expect(server.calls.some((c) => c.path === '/project/chem/activity/atoms-quiz/revisions')).toBe(true);
  });

  it('shows a chosen revision read-only: its facts, the activity as a learner sees it, its objectives and tags', async () => {
    const server = createFakeHistoryServer(threeRevisions());
    await renderAppAt(server);
    const view = await screen.findByRole('button', { name: 'View revision 1' });
    expect(view.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(view);
    const shown = await screen.findByRole('region', { name: 'Revision 1' });
    expect(document.activeElement).toBe(within(shown).getByRole('heading', { name: 'Revision 1' }));
    expect(screen.getByRole('button', { name: 'View revision 1' }).getAttribute('aria-pressed')).toBe('true');
    expect(await within(shown).findByText('What is an atom made of?')).toBeTruthy();
    expect(within(shown).getByRole('region', { name: 'Activity preview' })).toBeTruthy();
    const transform = server.calls.find((c) => c.path === '/project/test/transform');
    expect((transform?.body as { model: unknown }).model).toEqual(server.revisions[0].content);
    // The objectives and tags it had, in pickers that cannot be changed.
    expect(await within(shown).findByText('Name the particles')).toBeTruthy();
    expect(within(shown).getByText('Easy')).toBeTruthy();
    const pickers = within(shown).getAllByRole('combobox');
    expect(pickers).toHaveLength(2);
    for (const input of pickers) expect((input as HTMLInputElement).disabled).toBe(true);
    expect(within(shown).getByRole('button', { name: 'Restore revision 1' })).toBeTruthy();

    // The current revision has nothing to restore.
    fireEvent.click(screen.getByRole('button', { name: 'View revision 3' }));
    const current = await screen.findByRole('region', { name: 'Revision 3 (current)' });
    expect(await within(current).findByText('Name the particles of an atom')).toBeTruthy();
    expect(within(current).queryByRole('button', { name: /Restore/ })).toBeNull();
    expect(server.calls.filter((c) => c.method !== 'GET' && c.path !== '/project/test/transform')).toEqual([]);
  });

  it('restores a revision after confirmation, as a new revision, and lists it', async () => {
    const server = createFakeHistoryServer(threeRevisions());
    await renderAppAt(server);
    fireEvent.click(await screen.findByRole('button', { name: 'View revision 2' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Restore revision 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore revision 2' });
    // Cancel leaves everything as it was.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Restore revision 2' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Restore revision 2' })).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.getByText('Revision 2 was restored as revision 4.')).toBeTruthy());
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/project/chem/activity/atoms-quiz/revisions/2/restore']);
    expect(rows()[0]).toEqual(['4 (current)', 'Atoms quiz', 'Ada', revisionDate(server.revisions[3].createdAt)]);
    expect(rows()).toHaveLength(4);
    // The restored revision is the one shown now.
    const shown = await screen.findByRole('region', { name: 'Revision 4 (current)' });
    expect(await within(shown).findByText('Which particles make up an atom?')).toBeTruthy();
  });

  it("names the author holding the lock when a restore is refused, and changes nothing", async () => {
    const server = createFakeHistoryServer(threeRevisions());
    server.lockedBy = 'Grace Hopper';
    await renderAppAt(server);
    fireEvent.click(await screen.findByRole('button', { name: 'View revision 1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Restore revision 1' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Grace Hopper is editing this activity. Try again when they are done.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(rows()).toHaveLength(3);
    expect(rows()[0][0]).toBe('3 (current)');
  });

  it('loads older revisions on request', async () => {
    const server = createFakeHistoryServer(threeRevisions(), 2);
    await renderAppAt(server);
    await screen.findByRole('table');
    expect(rows().map((row) => row[0])).toEqual(['3 (current)', '2']);
    fireEvent.click(screen.getByRole('button', { name: 'Show older revisions' }));
    await waitFor(() => expect(rows().map((row) => row[0])).toEqual(['3 (current)', '2', '1']));
    expect(server.calls.some((c) => c.path === '/project/chem/activity/atoms-quiz/revisions?before=2')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Show older revisions' })).toBeNull();
  });

  it("shows the server's message when the activity cannot be found", async () => {
    const server = createFakeHistoryServer(threeRevisions());
    await renderAppAt(server, HISTORY_ADDRESS.replace('atoms-quiz', 'gone-quiz'));
    expect((await screen.findByRole('alert')).textContent).toBe('Not found');
    expect(screen.getByRole('heading', { level: 1, name: 'Revision history' })).toBeTruthy();
  });

  it('answers Page not found for an address beside the history that no authoring screen has', async () => {
    const server = createFakeHistoryServer(threeRevisions());
    await renderAppAt(server, '/workspaces/course_author/chem/curriculum/atoms-quiz/versions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(server.calls.some((c) => c.path.includes('/revisions'))).toBe(false);
  });
});
