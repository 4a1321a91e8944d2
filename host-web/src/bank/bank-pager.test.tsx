// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { BankPager } from './bank-pager.js';

afterEach(cleanup);

function renderPager(page: number, pageCount: number) {
  const asked: number[] = [];
  render(<BankPager page={page} pageCount={pageCount} onPage={(p) => asked.push(p)} />);
  const nav = screen.getByRole('navigation', { name: 'Pages of activities' });
  const pageNumbers = within(nav)
    .getAllByRole('button', { name: /^Page / })
    .map((b) => b.textContent);
  return { asked, nav, pageNumbers };
}

describe('the bank pager', () => {
  it('lists up to four pages either side of the current one, marked as current', () => {
    const { pageNumbers } = renderPager(10, 20);
    expect(pageNumbers).toEqual(['6', '7', '8', '9', '10', '11', '12', '13', '14']);
    expect(screen.getByRole('button', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Page 9' }).getAttribute('aria-current')).toBeNull();
  });

  it('goes to a page, the previous and the next', () => {
    const { asked } = renderPager(3, 5);
    fireEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(asked).toEqual([5, 2, 4]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    renderPager(1, 2);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    renderPager(2, 2);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('moves the focus with the arrow keys, Home and End', () => {
    const { nav } = renderPager(3, 5);
    screen.getByRole('button', { name: 'Page 3' }).focus();
    fireEvent.keyDown(nav, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Page 4' }));
    fireEvent.keyDown(nav, { key: 'ArrowLeft' });
    fireEvent.keyDown(nav, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Page 2' }));
    fireEvent.keyDown(nav, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));
    fireEvent.keyDown(nav, { key: 'Home' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Previous' }));
  });

  it('is not shown for a single page', () => {
    render(<BankPager page={1} pageCount={1} onPage={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
