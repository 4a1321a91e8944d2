// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { PageItem } from '@quire/core';
import { SessionProvider } from '../app/session.js';
import { createEditorTestPlugins, createTestServices } from '../editor/block-editor/testing/editor-test-plugins.js';
import { PageItemsEditor } from '../editor/page/page-items-editor.js';
import { createFakeBankServer } from './testing/fake-bank-server.js';

afterEach(cleanup);

const plugins = createEditorTestPlugins();

/** A page's items in the page editor of project 'chem'; every change is kept, the last one shown. */
function renderPage(initial: PageItem[], readOnly = false) {
  const server = createFakeBankServer([]);
  const changes: PageItem[][] = [];
  const services = { ...createTestServices(), projectSlug: 'chem' };
  const view = render(
    <SessionProvider api={server.api}>
      <PageItemsEditor items={initial} onChange={(next) => changes.push(next)} plugins={plugins} services={services} readOnly={readOnly} />
    </SessionProvider>,
  );
  const rerender = () =>
    view.rerender(
      <SessionProvider api={server.api}>
        <PageItemsEditor items={changes.at(-1) ?? initial} onChange={(next) => changes.push(next)} plugins={plugins} services={services} readOnly={readOnly} />
      </SessionProvider>,
    );
  return { changes, rerender };
}

const selection = (count = 3): PageItem => ({ type: 'selection', id: 's1', count, logic: { conditions: null } }) as PageItem;

describe('an activity bank selection on a page', () => {
  it("is offered in the page's add bar and starts drawing one activity with no filter", () => {
    const { changes } = renderPage([]);
    fireEvent.click(within(screen.getByRole('group', { name: 'Add to this place' })).getByRole('button', { name: '+ Activity bank selection' }));
    expect(changes.at(-1)).toEqual([{ type: 'selection', id: 'id1', count: 1, logic: { conditions: null } }]);
  });

  it('is not offered inside a report, which holds only activity references', () => {
    renderPage([{ type: 'report', id: 'r1', activityId: 0, children: [] } as PageItem]);
    const [inReport, atTop] = screen.getAllByRole('group', { name: 'Add to this place' });
    expect(within(inReport).queryByRole('button', { name: '+ Activity bank selection' })).toBeNull();
    expect(within(atTop).getByRole('button', { name: '+ Activity bank selection' })).toBeTruthy();
  });

  it('draws from 1 to 50 activities: another count is refused with a message and not kept', () => {
    const { changes } = renderPage([selection()]);
    const count = screen.getByRole('spinbutton', { name: 'Number of activities' });
    expect((count as HTMLInputElement).value).toBe('3');
    fireEvent.change(count, { target: { value: '51' } });
    expect(screen.getByRole('alert').textContent).toBe('Choose a whole number from 1 to 50.');
    fireEvent.change(count, { target: { value: '0' } });
    fireEvent.change(count, { target: { value: '2.5' } });
    expect(changes).toEqual([]);
    fireEvent.change(count, { target: { value: '50' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(changes.at(-1)).toEqual([{ ...selection(), count: 50 }]);
  });

  it("keeps the logic of the bank's filter panel", async () => {
    const { changes, rerender } = renderPage([selection()]);
    const tags = screen.getByRole('combobox', { name: 'Tags' });
    fireEvent.change(tags, { target: { value: 'easy' } });
    // The tags come from the project.
    expect(await screen.findByRole('option', { name: 'Easy' })).toBeTruthy();
    fireEvent.keyDown(tags, { key: 'Enter' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Text' }), { target: { value: 'moles' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(changes.at(-1)).toEqual([
      {
        ...selection(),
        logic: {
          conditions: {
            operator: 'all',
            children: [
              { fact: 'tags', operator: 'contains', value: [20] },
              { fact: 'text', operator: 'contains', value: 'moles' },
            ],
          },
        },
      },
    ]);
    rerender();
    // The panel shows the kept filters, with nothing new to apply.
    expect(screen.getByRole('button', { name: 'Remove Easy' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Apply Filters' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Clear all' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('is summed up in one line for an author without the lock', () => {
    renderPage([selection()], true);
    expect(screen.getByText('3 activities drawn from the activity bank')).toBeTruthy();
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });
});
