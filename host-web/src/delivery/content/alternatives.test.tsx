// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Undoable } from '@quire/plugin-sdk/delivery';
import type { PageItem } from '@quire/core';
import { ALTERNATIVES_CHANNEL, type AlternativesMessage } from './alternatives-hub.js';
import { ALTERNATIVES_SELECTOR_LABEL } from './alternatives-view.js';
import { content, isShown, learnerPageTests } from './testing/fake-section.js';

const { views, section: fakeSectionFor } = await learnerPageTests();

function alternatives(id: string, strategy: 'user_section_preference' | 'select_all' = 'user_section_preference'): PageItem {
  return {
    type: 'alternatives',
    id,
    strategy,
    alternatives_id: 'lang',
    children: [
      { type: 'alternative', id: `${id}-py`, value: 'python', children: [content(`${id}-c1`, `${id}: print("hi")`)] },
      { type: 'alternative', id: `${id}-java`, value: 'java', children: [content(`${id}-c2`, `${id}: System.out.println("hi");`)] },
    ],
  };
}

const section = (courseState: Record<string, unknown> = {}) => fakeSectionFor({ courseState });

const shown = (text: string) => isShown(screen.getByText(text));
const selectors = () => screen.getAllByLabelText(ALTERNATIVES_SELECTOR_LABEL) as HTMLSelectElement[];

describe('alternatives', () => {
  it('shows the chosen version only, in every group with the same id, and saves the choice in the section', async () => {
    const fake = section();
    fake.renderPage([alternatives('first'), content('between', 'Between'), alternatives('second')], views);
    const [select] = (await screen.findAllByLabelText(ALTERNATIVES_SELECTOR_LABEL)) as HTMLSelectElement[];
    expect([...select.options].map((option) => option.textContent)).toEqual(['python', 'java']);
    expect(select.value).toBe('python');
    expect(shown('first: print("hi")')).toBe(true);
    expect(shown('first: System.out.println("hi");')).toBe(false);

    fireEvent.change(select, { target: { value: 'java' } });
    expect(shown('first: print("hi")')).toBe(false);
    expect(shown('first: System.out.println("hi");')).toBe(true);
    // Broadcast to the other group on the page.
    expect(shown('second: System.out.println("hi");')).toBe(true);
    expect(shown('second: print("hi")')).toBe(false);
    expect(selectors()[1].value).toBe('java');

    await waitFor(() => expect(fake.course).toEqual({ alt_pref_lang: 'java' }));
    expect(fake.requests.filter((r) => r.method === 'PUT')).toEqual([{ method: 'PUT', path: '/state/course/bio', body: { alt_pref_lang: 'java' } }]);
  });

  it('offers to undo a change of version, and undoing restores and saves the previous one', async () => {
    const fake = section();
    const offered: Undoable[] = [];
    fake.renderPage([alternatives('first')], views, { context: { offerUndo: (undoable) => offered.push(undoable) } });
    await screen.findAllByLabelText(ALTERNATIVES_SELECTOR_LABEL);
    fireEvent.change(selectors()[0], { target: { value: 'java' } });
    expect(offered.map((undoable) => undoable.description)).toEqual(['Now showing the version for java.']);
    await waitFor(() => expect(fake.course.alt_pref_lang).toBe('java'));

    await act(() => offered[0].undo());
    expect(shown('first: print("hi")')).toBe(true);
    expect(shown('first: System.out.println("hi");')).toBe(false);
    expect(selectors()[0].value).toBe('python');
    await waitFor(() => expect(fake.course.alt_pref_lang).toBe('python'));
    // Undoing is not itself offered for undo.
    expect(offered).toHaveLength(1);
  });

  it('reads the saved choice back on load', async () => {
    const fake = section({ alt_pref_lang: 'java' });
    fake.renderPage([alternatives('first')], views);
    await waitFor(() => expect(shown('first: System.out.println("hi");')).toBe(true));
    expect(shown('first: print("hi")')).toBe(false);
    expect(selectors()[0].value).toBe('java');
    expect(fake.requests.some((r) => r.method === 'GET' && r.path === '/state/course/bio?keys[]=alt_pref_lang')).toBe(true);
  });

  it('keeps the choice across a remount', async () => {
    const fake = section();
    fake.renderPage([alternatives('first')], views);
    await screen.findAllByLabelText(ALTERNATIVES_SELECTOR_LABEL);
    fireEvent.change(selectors()[0], { target: { value: 'java' } });
    await waitFor(() => expect(fake.course.alt_pref_lang).toBe('java'));
    cleanup();
    fake.renderPage([alternatives('first')], views);
    await waitFor(() => expect(selectors()[0].value).toBe('java'));
    expect(shown('first: print("hi")')).toBe(false);
  });

  it('follows a choice made in another tab of the same section', async () => {
    section().renderPage([alternatives('first')], views);
    const otherTab = new BroadcastChannel(ALTERNATIVES_CHANNEL);
    try {
      const message: AlternativesMessage = { sectionSlug: 'bio', alternativesId: 'lang', value: 'java' };
      otherTab.postMessage({ ...message, sectionSlug: 'another-section' });
      otherTab.postMessage(message);
      await waitFor(() => expect(shown('first: System.out.println("hi");')).toBe(true));
    } finally {
      otherTab.close();
    }
  });

  it('shows every version with the select_all strategy, without a selector', async () => {
    section().renderPage([alternatives('all', 'select_all')], views);
    await screen.findByText('all: print("hi")');
    expect(screen.queryByLabelText(ALTERNATIVES_SELECTOR_LABEL)).toBeNull();
    expect(shown('all: print("hi")')).toBe(true);
    expect(shown('all: System.out.println("hi");')).toBe(true);
  });

  it('in an author’s preview switches without saving', async () => {
    const fake = section();
    fake.renderPage([alternatives('first')], views, { context: { mode: 'preview', sectionSlug: undefined, resourceAttemptGuid: undefined } });
    await screen.findAllByLabelText(ALTERNATIVES_SELECTOR_LABEL);
    fireEvent.change(selectors()[0], { target: { value: 'java' } });
    expect(shown('first: System.out.println("hi");')).toBe(true);
    expect(fake.requests.filter((r) => r.path.startsWith('/state'))).toEqual([]);
  });
});
