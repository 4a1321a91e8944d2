// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { PageItem } from '@quire/core';
import { DeliveryContext, DeliveryViews } from '@quire/plugin-sdk/delivery';
import { ApiClient } from '../app/api-client.js';
import { setErrorReportClient } from '../app/report-client-error.js';
import { activity, content, learnerPageTests } from './content/testing/fake-section.js';
import { SELECTION_NOTE } from './content/selection-view.js';
import { PageItems } from './page-items.js';

const { views, section: fakeSectionFor } = await learnerPageTests();

const section = (activities: number[] = []) => fakeSectionFor({ activities });

const group = (id: string, purpose: string, children: PageItem[], extra: Record<string, unknown> = {}) => ({ type: 'group', id, purpose, children, ...extra }) as PageItem;

describe('the items of a delivered page', () => {
  it('heads each group with its purpose’s title, and a plain group with nothing', () => {
    section().renderPage(
      [
        group('g1', 'learnbydoing', [content('c1', 'Try it')]),
        group('g2', 'didigetthis', [content('c2', 'Check it')]),
        group('g3', 'none', [content('c3', 'Plain')]),
      ],
      views,
    );
    const learn = screen.getByRole('region', { name: 'Learn by doing' });
    expect(within(learn).getByRole('heading', { level: 2, name: 'Learn by doing' })).toBeTruthy();
    expect(within(learn).getByText('Try it')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Did I get this?' })).getByText('Check it')).toBeTruthy();
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Learn by doing', 'Did I get this?']);
    expect(screen.getByText('Plain')).toBeTruthy();
  });

  it('hides groups meant for instructors from learners, and shows them, marked, to instructors', () => {
    const items = [group('g1', 'example', [content('c1', 'Teaching notes')], { audience: 'instructor' }), group('g2', 'none', [content('c2', 'For all')], { audience: 'always' })];
    section().renderPage(items, views);
    expect(screen.queryByText('Teaching notes')).toBeNull();
    expect(screen.getByText('For all')).toBeTruthy();
    cleanup();

    section().renderPage(items, views, { viewer: 'instructor' });
    expect(screen.getByText('Teaching notes')).toBeTruthy();
    expect(screen.getByText('Shown to instructors only')).toBeTruthy();
  });

  it('shows feedback groups in review only, and never groups to no learner', () => {
    const items = [group('g1', 'none', [content('c1', 'Why this is right')], { audience: 'feedback' }), group('g2', 'none', [content('c2', 'Hidden')], { audience: 'never' })];
    section().renderPage(items, views);
    expect(screen.queryByText('Why this is right')).toBeNull();
    expect(screen.queryByText('Hidden')).toBeNull();
    cleanup();
    section().renderPage(items, views, { context: { mode: 'review' } });
    expect(screen.getByText('Why this is right')).toBeTruthy();
    expect(screen.queryByText('Hidden')).toBeNull();
  });

  it('draws a report as a titled box that loads its results, and a selection as a note', async () => {
    const fake = section([7]);
    fake.renderPage(
      [
        { type: 'report', id: 'rep', title: 'What the class answered', activityId: 7 },
        { type: 'selection', id: 'sel', count: 2, logic: { conditions: null } } as PageItem,
      ],
      views,
    );
    await screen.findByRole('region', { name: 'What the class answered' });
    await waitFor(() => expect(fake.requests.map((request) => request.path)).toContain('/activity/report/bio/7'));
    expect(screen.getByText(SELECTION_NOTE)).toBeTruthy();
  });

  it('shows the error box in place of an item whose view fails, reports it, and draws the rest', async () => {
    const broken = new DeliveryViews();
    broken.add('broken-text', {
      elements: {
        p: () => {
          throw new Error('The paragraph view broke');
        },
        h1: ({ children }) => <h1>{children}</h1>,
      },
    });
    const reports: unknown[] = [];
    setErrorReportClient(new ApiClient('/api/v1', async (_url, init) => {
      reports.push(JSON.parse(String(init?.body)));
      return Response.json({ result: 'success' });
    }));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const heading = { type: 'content', id: 'c0', children: [{ type: 'h1', id: 'h', children: [{ text: 'Still here' }] }] } as PageItem;
      render(
        <DeliveryContext.Provider value={{ mode: 'preview' }}>
          <PageItems items={[heading, content('c1', 'Lost')]} views={broken} />
        </DeliveryContext.Provider>,
      );
      expect(screen.getByRole('heading', { name: 'Still here' })).toBeTruthy();
      const box = screen.getByRole('alert');
      expect(box.textContent).toContain('Something went wrong. Please refresh the page and try again.');
      expect(within(box).getByText('Show error message')).toBeTruthy();
      expect(box.textContent).toContain('The paragraph view broke');
      await waitFor(() => expect(reports).toEqual([expect.objectContaining({ where: 'learner page', message: 'The paragraph view broke' })]));
    } finally {
      quiet.mockRestore();
    }
  });

  it('draws activities through renderActivity, in order with the content', async () => {
    section([7]).renderPage([content('c1', 'Before'), activity('r1', 7), content('c2', 'After')], views);
    await screen.findByRole('radio', { name: 'Choice A' });
    const text = document.body.textContent ?? '';
    expect(text.indexOf('Before')).toBeLessThan(text.indexOf('Choice A'));
    expect(text.indexOf('Choice A')).toBeLessThan(text.indexOf('After'));
  });

  it('in an author’s preview (no section, no session) draws the page, saves nothing and shows no offline warning', async () => {
    render(
      <DeliveryContext.Provider value={{ mode: 'preview' }}>
        <PageItems items={[group('g1', 'quiz', [content('c1', 'Question time')]), activity('r1', 7)]} views={views} />
      </DeliveryContext.Provider>,
    );
    expect(screen.getByRole('region', { name: 'Quiz' })).toBeTruthy();
    expect(document.querySelector('.offline-detector')).toBeNull();
  });

  it('shows the offline warning on a learner’s page while offline', async () => {
    section().renderPage([content('c1', 'Text')], views);
    expect(screen.queryByRole('alert')).toBeNull();
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    try {
      window.dispatchEvent(new Event('offline'));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('You have gone offline, your work will not be saved.'));
    } finally {
      Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
    }
  });
});
