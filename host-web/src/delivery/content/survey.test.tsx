// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PageItem } from '@quire/core';
import { activity, content, learnerPageTests } from './testing/fake-section.js';
import { SURVEY_SUBMITTED_MESSAGE, SURVEY_SUBMIT_DOM_EVENT, SURVEY_UNANSWERED_MESSAGE, type SurveyEventDetail } from './survey-view.js';

const { views, section: fakeSectionFor } = await learnerPageTests();

const survey: PageItem = {
  type: 'survey',
  id: 's1',
  title: 'How was this unit?',
  children: [content('q', 'Tell us'), activity('r7', 7), activity('r8', 8)],
};

const section = () => fakeSectionFor({ activities: [7, 8] });

const activityBox = (id: number) => document.querySelector(`[data-activity-id="${id}"]`) as HTMLElement;
const puts = (requests: { method: string; path: string }[]) => requests.filter((r) => r.method === 'PUT' && r.path.includes('/activity_attempt/')).map((r) => r.path);

describe('a survey', () => {
  it('is submitted as a whole, shows that it was, and resets to new attempts, with an event each time', async () => {
    const fake = section();
    fake.renderPage([survey], views);
    const region = await screen.findByRole('region', { name: 'How was this unit?' });
    const domEvents: SurveyEventDetail[] = [];
    region.addEventListener(SURVEY_SUBMIT_DOM_EVENT, (event) => domEvents.push((event as CustomEvent<SurveyEventDetail>).detail));

    await waitFor(() => expect(within(activityBox(8)).getAllByRole('radio')).toHaveLength(2));
    // The activities' own Submit buttons are hidden: the survey submits them.
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    const submitSurvey = screen.getByRole('button', { name: 'Submit Survey' }) as HTMLButtonElement;
    await waitFor(() => expect(submitSurvey.disabled).toBe(false));

    fireEvent.click(within(activityBox(7)).getByRole('radio', { name: 'Choice A' }));
    fireEvent.click(submitSurvey);
    expect((await screen.findByRole('alert')).textContent).toBe(SURVEY_UNANSWERED_MESSAGE);
    expect(puts(fake.requests)).toEqual([]);

    fireEvent.click(within(activityBox(8)).getByRole('radio', { name: 'Choice B' }));
    fireEvent.click(submitSurvey);
    expect(await screen.findByText(SURVEY_SUBMITTED_MESSAGE)).toBeTruthy();
    expect(puts(fake.requests).sort()).toEqual(['/state/course/bio/activity_attempt/a7-1', '/state/course/bio/activity_attempt/a8-1']);
    expect(fake.attempts.get(7)?.[0]).toMatchObject({ state: 'evaluated', score: 1 });
    expect(fake.attempts.get(8)?.[0]).toMatchObject({ state: 'evaluated', score: 0 });
    expect(screen.queryByRole('button', { name: 'Submit Survey' })).toBeNull();
    expect(fake.events).toEqual([{ type: 'survey_submitted', surveyId: 's1' }]);
    expect(domEvents).toEqual([{ surveyId: 's1' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('button', { name: 'Submit Survey' })).toBeTruthy();
    expect(screen.queryByText(SURVEY_SUBMITTED_MESSAGE)).toBeNull();
    expect(fake.requests.filter((r) => r.path.endsWith('/reset')).map((r) => r.path).sort()).toEqual([
      '/state/course/bio/activity_attempt/a7-1/reset',
      '/state/course/bio/activity_attempt/a8-1/reset',
    ]);
    expect(fake.attempts.get(7)).toHaveLength(2);
    expect(fake.events).toEqual([
      { type: 'survey_submitted', surveyId: 's1' },
      { type: 'survey_reset', surveyId: 's1' },
    ]);
    // The new attempts start unanswered.
    expect((within(activityBox(7)).getByRole('radio', { name: 'Choice A' }) as HTMLInputElement).checked).toBe(false);
  });

  it('shows a survey answered on an earlier visit as submitted, without an event', async () => {
    const fake = section();
    for (const id of [7, 8]) Object.assign(fake.attempts.get(id)![0], { state: 'evaluated', score: 1, response: 'x' });
    fake.renderPage([survey], views);
    expect(await screen.findByText(SURVEY_SUBMITTED_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeTruthy();
    expect(fake.events).toEqual([]);
  });

  it('without activities, still goes from Submit Survey to submitted and back', async () => {
    const fake = section();
    fake.renderPage([{ type: 'survey', id: 's2', children: [content('q', 'Thoughts?')] }], views);
    expect(screen.getByRole('heading', { name: 'Survey' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Survey' }));
    expect(await screen.findByText(SURVEY_SUBMITTED_MESSAGE)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('button', { name: 'Submit Survey' })).toBeTruthy();
    expect(fake.events).toEqual([
      { type: 'survey_submitted', surveyId: 's2' },
      { type: 'survey_reset', surveyId: 's2' },
    ]);
  });
});
