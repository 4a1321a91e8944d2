// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { PageItem } from '@quire/core';
import { content, learnerPageTests } from './testing/fake-section.js';
import { NOTHING_DRAWN_NOTE, SELECTION_NOTE, shortfallNote } from './selection-view.js';

const { views, section } = await learnerPageTests();

const selection = (id: string, count: number, conditions: unknown = null) => ({ type: 'selection', id, count, logic: { conditions } }) as PageItem;
const activityBox = (id: number) => document.querySelector(`[data-activity-id="${id}"]`) as HTMLElement | null;
const draws = (byId: Record<string, number[]>) => (selectionId: string) => byId[selectionId] ?? [];

describe('a selection', () => {
  it('shows the activities the page attempt drew for it, each answerable like a referenced one', async () => {
    section({ activities: [7, 8, 9] }).renderPage([content('c', 'Practice'), selection('pick', 2), selection('other', 1)], views, {
      selectionActivities: draws({ pick: [8, 7], other: [9] }),
    });
    await waitFor(() => expect(within(activityBox(8)!).getAllByRole('radio')).toHaveLength(2));
    await waitFor(() => expect(within(activityBox(9)!).getAllByRole('radio')).toHaveLength(2));
    const pick = document.querySelector('[data-selection-id="pick"]') as HTMLElement;
    // In the order drawn.
    expect([...pick.querySelectorAll('[data-activity-id]')].map((box) => box.getAttribute('data-activity-id'))).toEqual(['8', '7']);
    expect(within(document.querySelector('[data-selection-id="other"]') as HTMLElement).queryByText(/could be drawn/)).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByText(SELECTION_NOTE)).toBeNull();
  });

  it('says so when fewer activities could be drawn than it asks for', async () => {
    section({ activities: [7] }).renderPage([selection('pick', 3)], views, { selectionActivities: draws({ pick: [7] }) });
    await waitFor(() => expect(within(activityBox(7)!).getAllByRole('radio')).toHaveLength(2));
    expect(screen.getByRole('note').textContent).toBe(shortfallNote(1, 3));
    expect(shortfallNote(1, 3)).toBe('Only 1 of the 3 activities could be drawn for this selection.');
  });

  it('says so when none could be drawn', () => {
    section().renderPage([{ type: 'group', id: 'g', purpose: 'none', children: [selection('pick', 2)] } as PageItem], views, { selectionActivities: draws({}) });
    expect(screen.getByRole('note').textContent).toBe(NOTHING_DRAWN_NOTE);
    expect(document.querySelector('[data-activity-id]')).toBeNull();
  });

  it('outside a page attempt (an author’s preview) says how many it draws and by what', () => {
    const tagged = selection('pick', 2, { operator: 'all', children: [{ fact: 'tags', operator: 'contains', value: [3, 5] }, { fact: 'text', operator: 'does_not_contain', value: 'draft' }] });
    section({ activities: [7] }).renderPage([tagged, selection('all', 1)], views, { context: { mode: 'preview' } });
    const [first, second] = screen.getAllByRole('complementary', { name: 'Activity selection' });
    expect(within(first).getByText('Draws 2 activities at random from the course’s activities whose tags include any of 3, 5 and text does not contain “draft”.')).toBeTruthy();
    expect(within(second).getByText('Draws 1 activity at random from all of the course’s activities.')).toBeTruthy();
    expect(within(first).getByText(SELECTION_NOTE)).toBeTruthy();
    expect(document.querySelector('[data-activity-id]')).toBeNull();
  });
});
