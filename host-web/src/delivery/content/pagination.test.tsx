// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PageItem } from '@quire/core';
import { content, isShown, pageBreak, learnerPageTests } from './testing/fake-section.js';
import { splitPages } from './pagination.js';

const { views, section: fakeSectionFor } = await learnerPageTests();

const section = (options: { attemptState?: Record<string, unknown> } = {}) => fakeSectionFor(options);

/** `count` pages of one paragraph each ("Page text 1"…), split by breaks. */
function pagesOfText(count: number, prefix = ''): PageItem[] {
  return Array.from({ length: count }, (_, index) => [
    ...(index > 0 ? [pageBreak(`${prefix}b${index}`)] : []),
    content(`${prefix}c${index + 1}`, `${prefix}Page text ${index + 1}`),
  ]).flat();
}

const shownText = (text: string) => isShown(screen.getByText(text));
const button = (name: string, container: HTMLElement = document.body) => within(container).getByRole('button', { name }) as HTMLButtonElement;

describe('content pagination', () => {
  it('splits at breaks', async () => {
    expect(splitPages(pagesOfText(3)).map((page) => page.map((item) => item.id))).toEqual([['c1'], ['c2'], ['c3']]);
  });

  it('in normal mode shows one page, with Previous disabled on the first and Next on the last', async () => {
    section().renderPage(pagesOfText(3), views);
    const nav = await screen.findByRole('navigation', { name: 'Pages of this lesson' });
    expect(shownText('Page text 1')).toBe(true);
    expect(shownText('Page text 2')).toBe(false);
    expect(button('Previous', nav).disabled).toBe(true);
    expect(button('Next', nav).disabled).toBe(false);
    expect(button('Page 1', nav).getAttribute('aria-current')).toBe('page');

    fireEvent.click(button('Next', nav));
    expect(shownText('Page text 1')).toBe(false);
    expect(shownText('Page text 2')).toBe(true);
    expect(button('Previous', nav).disabled).toBe(false);
    expect(button('Page 2', nav).getAttribute('aria-current')).toBe('page');
    expect(button('Page 1', nav).getAttribute('aria-current')).toBeNull();

    fireEvent.click(button('Page 3', nav));
    expect(shownText('Page text 3')).toBe(true);
    expect(button('Next', nav).disabled).toBe(true);
    fireEvent.click(button('Previous', nav));
    expect(shownText('Page text 2')).toBe(true);
  });

  it('lists up to 4 page numbers either side of the current page', async () => {
    section().renderPage(pagesOfText(12), views);
    const nav = await screen.findByRole('navigation', { name: 'Pages of this lesson' });
    const numbers = () => within(nav).getAllByRole('button', { name: /^Page / }).map((b) => b.textContent);
    expect(numbers()).toEqual(['1', '2', '3', '4', '5']);
    fireEvent.click(button('Page 5', nav));
    fireEvent.click(button('Page 9', nav));
    expect(numbers()).toEqual(['5', '6', '7', '8', '9', '10', '11', '12']);
  });

  it('without breaks shows everything, with no controls', async () => {
    section().renderPage([content('c1', 'Only text')], views);
    expect(shownText('Only text')).toBe(true);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('paginates a group with its own controls', async () => {
    const group: PageItem = { type: 'group', id: 'g1', purpose: 'example', paginationMode: 'normal', children: pagesOfText(2, 'g-') };
    section().renderPage([content('intro', 'Intro'), group], views);
    const nav = screen.getByRole('navigation', { name: 'Pages of Example' });
    expect(shownText('Intro')).toBe(true);
    expect(shownText('g-Page text 1')).toBe(true);
    expect(shownText('g-Page text 2')).toBe(false);
    fireEvent.click(button('Next', nav));
    expect(shownText('g-Page text 2')).toBe(true);
    expect(shownText('Intro')).toBe(true);
  });

  it('in manualReveal mode reveals the next page with Next, saves the revealed pages in the page attempt, and disables Next at the end', async () => {
    const group: PageItem = { type: 'group', id: 'g1', purpose: 'none', paginationMode: 'manualReveal', children: pagesOfText(3) };
    const fake = section();
    fake.renderPage([group], views);
    const nav = screen.getByRole('navigation', { name: 'Pages of this group' });
    expect(shownText('Page text 1')).toBe(true);
    expect(shownText('Page text 2')).toBe(false);
    await waitFor(() => expect(fake.requests.some((r) => r.method === 'GET' && r.path.includes('resource_attempt/page-1?keys[]=paginationState'))).toBe(true));

    fireEvent.click(button('Next', nav));
    expect(shownText('Page text 1')).toBe(true);
    expect(shownText('Page text 2')).toBe(true);
    expect(shownText('Page text 3')).toBe(false);
    expect(document.activeElement?.textContent).toBe('Page text 2');

    fireEvent.click(button('Next', nav));
    expect(shownText('Page text 3')).toBe(true);
    expect(button('Next', nav).disabled).toBe(true);

    await waitFor(() => expect(fake.attemptState.paginationState).toEqual({ g1: [0, 1, 2] }));
    const puts = fake.requests.filter((r) => r.method === 'PUT' && r.path === '/state/course/bio/resource_attempt/page-1');
    // Both reveals came within the debounce: one PUT.
    expect(puts).toHaveLength(1);
  });

  it('in manualReveal mode shows the pages stored as revealed, and those the item makes initially visible', async () => {
    const group = { type: 'group', id: 'g1', purpose: 'none', paginationMode: 'manualReveal', children: pagesOfText(4) } as PageItem;
    section({ attemptState: { paginationState: { g1: [0, 1], other: [5] } } }).renderPage([group], views);
    await waitFor(() => expect(shownText('Page text 2')).toBe(true));
    expect(shownText('Page text 3')).toBe(false);
    cleanup();

    section().renderPage([{ ...group, initiallyVisible: [0, 2] } as unknown as PageItem], views);
    expect(shownText('Page text 3')).toBe(true);
    expect(shownText('Page text 2')).toBe(false);
    fireEvent.click(button('Next'));
    expect(shownText('Page text 2')).toBe(true);
    expect(shownText('Page text 4')).toBe(false);
  });

  it('keeps the other elements’ revealed pages when saving', async () => {
    const group: PageItem = { type: 'group', id: 'g1', purpose: 'none', paginationMode: 'manualReveal', children: pagesOfText(3) };
    const fake = section({ attemptState: { paginationState: { page: [0, 1] } } });
    fake.renderPage([group], views);
    await waitFor(() => expect(fake.requests.some((r) => r.method === 'GET' && r.path.includes('paginationState'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    fireEvent.click(button('Next'));
    await waitFor(() => expect(fake.attemptState.paginationState).toEqual({ page: [0, 1], g1: [0, 1] }));
  });

  it('in an author’s preview (no section) reveals without saving', async () => {
    const fake = section();
    const group: PageItem = { type: 'group', id: 'g1', purpose: 'none', paginationMode: 'manualReveal', children: pagesOfText(2) };
    fake.renderPage([group], views, { context: { mode: 'preview', sectionSlug: undefined, resourceAttemptGuid: undefined } });
    fireEvent.click(button('Next'));
    expect(shownText('Page text 2')).toBe(true);
    expect(fake.requests.filter((r) => r.path.startsWith('/state'))).toEqual([]);
  });
});
