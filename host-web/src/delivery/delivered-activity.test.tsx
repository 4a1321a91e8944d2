// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { activity, learnerPageTests } from './content/testing/fake-section.js';
import { REVIEW_MODE_CHANGE_EVENT, type ReviewModeChange } from './delivered-activity.js';

const { views, section } = await learnerPageTests();

/** A page holding activity 7 (multiple choice, Choice A correct) in section `bio`. */
function activityPage(options: { refuseSubmit?: string } = {}) {
  const fake = section({ activities: [7], hints: ['Think of the first letter'], ...options });
  fake.renderPage([activity('r7', 7)], views);
  return fake;
}

describe('an activity on a learner page', () => {
  it('answers wrong then right through the server, with a hint, and keeps each attempt', async () => {
    const fake = activityPage();
    fireEvent.click(await screen.findByRole('radio', { name: 'Choice B' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(document.querySelector('.feedback')?.className).toBe('feedback incorrect'));
    expect(fake.requests.some((r) => r.method === 'PUT' && r.path === '/state/course/bio/activity_attempt/a7-1')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Request Hint' }));
    expect(await screen.findByText('Think of the first letter')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Choice A' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(document.querySelector('.feedback')?.className).toBe('feedback correct'));
    expect(fake.attempts.get(7)?.map((a) => [a.number, a.score])).toEqual([
      [1, 0],
      [2, 1],
    ]);
  });

  it('offers the earlier attempts, latest chosen first, and shows one read-only with a review-mode event', async () => {
    activityPage();
    fireEvent.click(await screen.findByRole('radio', { name: 'Choice B' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reset' }));
    const selector = (await screen.findByLabelText('Attempt')) as HTMLSelectElement;
    expect([...selector.options].map((o) => o.textContent)).toEqual(['Attempt 2 (latest), in progress', 'Attempt 1, score 0 / 1']);
    expect(selector.value).toBe('a7-2');

    const events: ReviewModeChange[] = [];
    const listen = (event: Event) => events.push((event as CustomEvent<ReviewModeChange>).detail);
    document.addEventListener(REVIEW_MODE_CHANGE_EVENT, listen);
    try {
      fireEvent.change(selector, { target: { value: 'a7-1' } });
      expect(await screen.findByText('Reviewing an earlier attempt')).toBeTruthy();
      expect((screen.getByRole('radio', { name: 'Choice B' }) as HTMLInputElement).checked).toBe(true);
      expect((screen.getByRole('radio', { name: 'Choice B' }) as HTMLInputElement).disabled).toBe(true);
      expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull();
      expect(events).toEqual([{ activityId: 7, attemptGuid: 'a7-1', reviewMode: true }]);

      fireEvent.change(selector, { target: { value: 'a7-2' } });
      await waitFor(() => expect(screen.queryByText('Reviewing an earlier attempt')).toBeNull());
      expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
      expect(events.at(-1)).toEqual({ activityId: 7, attemptGuid: 'a7-2', reviewMode: false });
    } finally {
      document.removeEventListener(REVIEW_MODE_CHANGE_EVENT, listen);
    }
  });

  it("shows a refused submission and keeps the learner's choice to send again", async () => {
    activityPage({ refuseSubmit: 'The attempt is already evaluated; reset to try again' });
    fireEvent.click(await screen.findByRole('radio', { name: 'Choice A' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('The attempt is already evaluated; reset to try again'));
    expect((screen.getByRole('radio', { name: 'Choice A' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
