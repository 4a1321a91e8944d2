// @vitest-environment jsdom
// jsdom rather than happy-dom: the prompts go through DOMPurify, which supports only real DOMs.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '../../app/testing/memory-router.js';
import type { PageItem } from '@quire/core';
import { DeliveryContext, DeliveryViews, type DeliveryContextValue } from '@quire/plugin-sdk/delivery';
import { ApiClient } from '../../app/api-client.js';
import { SessionProvider } from '../../app/session.js';
import { PageItems } from '../page-items.js';
import { REPORT_LOADING_TEXT, REPORT_PREVIEW_NOTE } from './report-view.js';
import { REPORT_LOAD_ERROR } from './reports/activity-report-client.js';

afterEach(cleanup);

const reportItem = (reportType?: string): PageItem => ({ type: 'report', id: 'r1', title: 'How the class answered', activityId: 7, reportType });

const colours = {
  type: 'bar',
  parent: { slug: 'colours-lesson', title: 'Colours lesson' },
  spec: {
    $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
    description: 'How many learners gave each answer',
    data: {
      values: [
        { label: 'Red', count: 2 },
        { label: 'Green', count: 0 },
        { label: 'Blue', count: 1 },
      ],
    },
    mark: 'bar',
    encoding: { x: { field: 'count', type: 'quantitative', title: 'Learners' }, y: { field: 'label', type: 'nominal', title: 'Answer', sort: null } },
  },
  prompts: '<p>Pick <strong>one</strong> colour<img src="x" onerror="window.hacked = true"></p><script>window.hacked = true</script>',
  message: '3 learners have answered this activity.',
};

const agreement = {
  type: 'likert_bar',
  parent: null,
  spec: {
    description: 'How many learners chose each level',
    data: {
      values: [
        { label: 'Disagree', count: 1 },
        { label: 'Neutral', count: 0 },
        { label: 'Agree', count: 3 },
      ],
    },
    mark: 'bar',
    encoding: { x: { field: 'count', type: 'quantitative', stack: 'normalize' }, color: { field: 'label', type: 'nominal', sort: null } },
  },
  prompts: '<p>The unit was clear.</p>',
  message: '4 learners have answered this activity.',
};

/**
 * The report on a page of section `bio`, the server answering the report call with
 * `answer` once `release` is called (so the loading state can be seen).
 */
function renderReport(answer: () => Response | Promise<Response>, options: { item?: PageItem; context?: Partial<DeliveryContextValue> } = {}) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const api = new ApiClient('/api/v1', async (url) => {
    const path = String(url).replace('/api/v1', '');
    if (path === '/auth/me') return Response.json({ user: { id: 1, name: 'Lea', email: 'l@x' }, csrfToken: 't' });
    if (path === '/activity/report/bio/7') {
      await released;
      return answer();
    }
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  render(
    <MemoryRouter>
      <SessionProvider api={api}>
        <DeliveryContext.Provider value={{ mode: 'delivery', sectionSlug: 'bio', resourceAttemptGuid: 'page-1', ...options.context }}>
          <PageItems items={[options.item ?? reportItem()]} views={new DeliveryViews()} />
        </DeliveryContext.Provider>
      </SessionProvider>
    </MemoryRouter>,
  );
  return { release };
}

const report = () => screen.getByRole('region', { name: 'How the class answered' });

describe('an activity report', () => {
  it('shows a spinner, then the lesson link, the prompts without their scripts, the chart as a table and the message', async () => {
    const { release } = renderReport(() => Response.json(colours));
    const spinner = await screen.findByText(REPORT_LOADING_TEXT);
    expect(spinner.getAttribute('role')).toBe('status');
    expect(report().contains(spinner)).toBe(true);
    expect(within(report()).queryByRole('table')).toBeNull();

    release();
    const link = (await within(report()).findByRole('link', { name: 'Colours lesson' })) as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/sections/bio/lesson/colours-lesson');
    expect(screen.queryByText(REPORT_LOADING_TEXT)).toBeNull();

    const prompts = report().querySelector('.report-prompts') as HTMLElement;
    expect(prompts.innerHTML).toBe('<p>Pick <strong>one</strong> colour<img src="x"></p>');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();

    const table = within(report()).getByRole('table', { name: 'How many learners gave each answer' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Answer', 'Learners']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);
    expect(rows).toEqual([
      ['Red', '2'],
      ['Green', '0'],
      ['Blue', '1'],
    ]);
    // Bars are drawn to scale of the largest count.
    const widths = [...table.querySelectorAll<HTMLElement>('.bar-chart-bar')].map((bar) => bar.style.width);
    expect(widths).toEqual(['100%', '0%', '50%']);
    expect(within(report()).getByText('3 learners have answered this activity.')).toBeTruthy();
  });

  it("draws a Likert report as one stacked bar of the levels with a legend, and no link when no lesson uses the activity", async () => {
    const { release } = renderReport(() => Response.json(agreement), { item: reportItem('likert_bar') });
    release();
    const legend = await within(report()).findByRole('list');
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Disagree: 1 (25%)', 'Neutral: 0 (0%)', 'Agree: 3 (75%)']);
    const segments = [...report().querySelectorAll<HTMLElement>('.likert-segment')].map((segment) => [segment.dataset.level, segment.style.width]);
    // The empty level has no segment; the others share the bar.
    expect(segments).toEqual([
      ['Disagree', '25%'],
      ['Agree', '75%'],
    ]);
    expect(within(report()).queryByRole('table')).toBeNull();
    expect(within(report()).queryByRole('link')).toBeNull();
    expect(within(report()).getByText('The unit was clear.')).toBeTruthy();
    expect(within(report()).getByText('4 learners have answered this activity.')).toBeTruthy();
  });

  it("shows a learner only how many answered when the server keeps classmates' typed answers back", async () => {
    const hidden = { ...colours, spec: { ...colours.spec, data: { values: [] } }, answersHidden: true, message: '3 learners have answered this activity. Their answers are shown to instructors.' };
    const { release } = renderReport(() => Response.json(hidden));
    release();
    await within(report()).findByText('3 learners have answered this activity. Their answers are shown to instructors.');
    expect(within(report()).queryByRole('table')).toBeNull();
    expect(within(report()).queryByText(/Answers by learner/)).toBeNull();
  });

  it('lists each learner’s answer by name for an instructor', async () => {
    const named = { ...colours, answersHidden: false, answersByLearner: [{ name: 'Dee', answer: 'Paris' }, { name: 'Eve', answer: 'Lyon' }] };
    const { release } = renderReport(() => Response.json(named));
    release();
    const summary = await within(report()).findByText('Answers by learner (2)');
    const table = within(summary.closest('details') as HTMLElement).getByRole('table', { name: 'Each learner’s latest answer' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['DeeParis', 'EveLyon']);
  });

  it("shows the server's message in an error alert when the report cannot be loaded", async () => {
    const { release } = renderReport(() => Response.json({ message: 'You are not enrolled in this section' }, { status: 403 }));
    release();
    expect((await within(report()).findByRole('alert')).textContent).toBe('You are not enrolled in this section');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('falls back to "Error: unable to load report" without a message, offline, or for an answer that is not a report', async () => {
    for (const answer of [
      () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
      () => new Response('<html><body>Bad gateway</body></html>', { status: 502, statusText: 'Bad Gateway' }),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Response.json({ type: 'bar' }),
    ]) {
      const { release } = renderReport(answer);
      release();
      expect((await within(report()).findByRole('alert')).textContent).toBe(REPORT_LOAD_ERROR);
      cleanup();
    }
  });

  it('in an author preview, where there are no answers, shows a note in place of the results', () => {
    render(
      <DeliveryContext.Provider value={{ mode: 'preview', sectionSlug: 'bio' }}>
        <PageItems items={[reportItem()]} views={new DeliveryViews()} />
      </DeliveryContext.Provider>,
    );
    return screen.findByText(REPORT_PREVIEW_NOTE).then((note) => {
      expect(report().contains(note)).toBe(true);
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });
});
