// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { PAGINATION_CONTROLS_WIDGET, DeliveryViews, type PaginationControlsProps } from '@quire/plugin-sdk/delivery';
import paginationDelivery from './index.js';

afterEach(cleanup);

function renderPager(current: number, count: number) {
  const chosen: number[] = [];
  const views = new DeliveryViews();
  views.add('widget-pagination', paginationDelivery);
  const Controls = views.widget<PaginationControlsProps>(PAGINATION_CONTROLS_WIDGET);
  if (!Controls) throw new Error('no PaginationControls widget');
  render(<Controls label="Pages of this lesson" current={current} count={count} onChoose={(page) => chosen.push(page)} />);
  return { nav: screen.getByRole('navigation', { name: 'Pages of this lesson' }), chosen };
}

describe('the PaginationControls widget', () => {
  it('is looked up by name, and marks the current page among the numbers around it', () => {
    const { nav, chosen } = renderPager(10, 20);
    const numbers = within(nav).getAllByRole('button', { name: /^Page / });
    expect(numbers.map((b) => b.textContent)).toEqual(['7', '8', '9', '10', '11', '12', '13', '14', '15']);
    expect(within(nav).getByRole('button', { name: 'Page 11' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(nav).getByRole('button', { name: 'Page 7' }));
    expect(chosen).toEqual([11, 6]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const first = renderPager(0, 3).nav;
    expect((within(first).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    const last = renderPager(2, 3).nav;
    expect((within(last).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
