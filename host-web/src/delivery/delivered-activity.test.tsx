// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { deliveredModel, evaluateActivityPart, modelParts, type ActivityTypeContribution } from '@quire/core';
import { loadEditorPlugins } from '../editor/block-editor/editor-plugins.js';
import { ApiClient } from '../app/api-client.js';
import { SessionProvider } from '../app/session.js';
import { loadDeliveryViews } from '../plugins/delivery-views.js';
import { DeliveredActivity, REVIEW_MODE_CHANGE_EVENT, type ReviewModeChange } from './delivered-activity.js';

afterEach(cleanup);

const multipleChoice = (await loadEditorPlugins()).host.activityTypes.get('oli_multiple_choice') as ActivityTypeContribution<Record<string, unknown>>;
const views = await loadDeliveryViews();

interface StoredAttempt {
  guid: string;
  number: number;
  state: 'active' | 'evaluated';
  score: number | null;
  response: string | null;
  evaluation: unknown;
  hints: number;
}

/**
 * A section's activity routes over one multiple-choice activity, evaluating with core as
 * the server does, and keeping the attempts so the history and review can be checked.
 */
function fakeSection(model: Record<string, unknown>, options: { refuseSubmit?: string } = {}) {
  const attempts: StoredAttempt[] = [{ guid: 'a1', number: 1, state: 'active', score: null, response: null, evaluation: null, hints: 0 }];
  const hints = (model.authoring as { parts: { hints: unknown[] }[] }).parts[0].hints;
  const stateOf = (attempt: StoredAttempt) => ({
    attemptGuid: attempt.guid,
    attemptNumber: attempt.number,
    state: attempt.state,
    score: attempt.score,
    outOf: attempt.state === 'evaluated' ? 1 : null,
    parts: modelParts(model).map((part) => ({
      partId: part.id,
      attemptGuid: `${attempt.guid}-p`,
      response: attempt.response,
      evaluation: attempt.evaluation,
      hints: hints.slice(0, attempt.hints),
      hasMoreHints: attempt.hints < hints.length,
    })),
  });
  const find = (guid: string) => attempts.find((attempt) => attempt.guid === guid) as StoredAttempt;
  const requests: string[] = [];
  const api = new ApiClient('/api/v1', async (url, init) => {
    const path = String(url).replace('/api/v1', '');
    const method = init?.method ?? 'GET';
    requests.push(`${method} ${path}`);
    if (path === '/auth/me') return Response.json({ user: { id: 1, name: 'Lea', email: 'l@x' }, csrfToken: 't' });
    if (path === '/sections/bio/activity/7/attempts') {
      const list = [...attempts].reverse().map((a) => ({ attemptGuid: a.guid, attemptNumber: a.number, state: a.state, date: null, score: a.score, outOf: a.score === null ? null : 1 }));
      return Response.json({ result: 'success', scoringStrategy: 'best', combinedScore: null, attempts: list });
    }
    const match = /^\/state\/course\/bio\/activity_attempt\/([^/]+)(\/.*)?$/.exec(path);
    if (!match) return Response.json({ message: 'Not found' }, { status: 404 });
    const attempt = find(match[1]);
    const rest = match[2] ?? '';
    if (method === 'GET') return Response.json({ result: 'success', model: deliveredModel(model), state: stateOf(attempt) });
    if (method === 'PUT' && options.refuseSubmit) return Response.json({ message: options.refuseSubmit }, { status: 400 });
    if (method === 'PUT') {
      const body = JSON.parse(String(init?.body));
      const input = body.partInputs[0].response.input as string;
      const evaluation = evaluateActivityPart(multipleChoice, model, { partId: '1', input }, { attemptNumber: attempt.number });
      Object.assign(attempt, { state: 'evaluated', score: evaluation.score, response: input, evaluation });
      return Response.json({ result: 'success', state: stateOf(attempt) });
    }
    if (rest === '/reset') {
      const next: StoredAttempt = { guid: `a${attempts.length + 1}`, number: attempts.length + 1, state: 'active', score: null, response: null, evaluation: null, hints: 0 };
      attempts.push(next);
      return Response.json({ result: 'success', model: deliveredModel(model), state: stateOf(next) }, { status: 201 });
    }
    if (rest.endsWith('/hint')) {
      if (attempt.state !== 'active') return Response.json({ message: 'Hints are given while the attempt is open; reset to try again' }, { status: 400 });
      attempt.hints += 1;
      return Response.json({ result: 'success', hint: hints[attempt.hints - 1], hasMoreHints: attempt.hints < hints.length });
    }
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  render(
    <SessionProvider api={api}>
      <DeliveredActivity sectionSlug="bio" activityId={7} activityType="oli_multiple_choice" attemptGuid="a1" views={views} />
    </SessionProvider>,
  );
  return { attempts, requests };
}

function authoredModel() {
  const model = multipleChoice.createDefaultModel() as Record<string, unknown> & { authoring: { parts: { hints: { content: unknown[] }[] }[]; transformations: unknown[] } };
  model.authoring.parts[0].hints[0].content = [{ type: 'p', id: 'h1', children: [{ text: 'Think of the first letter' }] }];
  model.authoring.transformations = [];
  return model;
}

describe('an activity on a learner page', () => {
  it('answers wrong then right through the server, with a hint, and keeps each attempt', async () => {
    const { attempts, requests } = fakeSection(authoredModel());
    fireEvent.click(await screen.findByRole('radio', { name: 'Choice B' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('status')).className).toBe('feedback incorrect');
    expect(requests).toContain('PUT /state/course/bio/activity_attempt/a1');

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Request Hint' }));
    expect(await screen.findByText('Think of the first letter')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Choice A' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(document.querySelector('.feedback')?.className).toBe('feedback correct'));
    expect(attempts.map((a) => [a.number, a.score])).toEqual([
      [1, 0],
      [2, 1],
    ]);
  });

  it('offers the earlier attempts, latest chosen first, and shows one read-only with a review-mode event', async () => {
    fakeSection(authoredModel());
    fireEvent.click(await screen.findByRole('radio', { name: 'Choice B' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reset' }));
    const selector = (await screen.findByLabelText('Attempt')) as HTMLSelectElement;
    expect([...selector.options].map((o) => o.textContent)).toEqual(['Attempt 2 (latest), in progress', 'Attempt 1, score 0 / 1']);
    expect(selector.value).toBe('a2');

    const events: ReviewModeChange[] = [];
    document.addEventListener(REVIEW_MODE_CHANGE_EVENT, (event) => events.push((event as CustomEvent<ReviewModeChange>).detail));
    fireEvent.change(selector, { target: { value: 'a1' } });
    expect(await screen.findByText('Reviewing an earlier attempt')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Choice B' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Choice B' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull();
    expect(events).toEqual([{ activityId: 7, attemptGuid: 'a1', reviewMode: true }]);

    fireEvent.change(selector, { target: { value: 'a2' } });
    await waitFor(() => expect(screen.queryByText('Reviewing an earlier attempt')).toBeNull());
    expect(within(document.body).getByRole('button', { name: 'Submit' })).toBeTruthy();
    expect(events.at(-1)).toEqual({ activityId: 7, attemptGuid: 'a2', reviewMode: false });
  });

  it('shows a refused submission and keeps the learner\'s choice to send again', async () => {
    fakeSection(authoredModel(), { refuseSubmit: 'The attempt is already evaluated; reset to try again' });
    fireEvent.click(await screen.findByRole('radio', { name: 'Choice A' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The attempt is already evaluated; reset to try again');
    expect((screen.getByRole('radio', { name: 'Choice A' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
