// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ActivityTypeContribution } from '@quire/core';
import { loadEditorPlugins } from '../../editor/block-editor/editor-plugins.js';
import { loadDeliveryViews } from '../../plugins/delivery-views.js';
import { activity, content, fakeSection } from '../content/testing/fake-section.js';
import { ANSWER_WAITING_MESSAGE } from '../delivered-activity.js';
import { ANSWERS_SAVED_MESSAGE, HINTS_OFFLINE_MESSAGE } from './offline-detector.js';
import { OFFLINE_MESSAGE } from './offline-warning.js';
import { OFFLINE_QUEUE_STORAGE_KEY, offlineQueueFor } from './offline-queue.js';

const multipleChoice = (await loadEditorPlugins()).host.activityTypes.get('oli_multiple_choice') as ActivityTypeContribution<Record<string, unknown>>;
const views = await loadDeliveryViews();

let online = true;
const disposers: (() => void)[] = [];

beforeEach(() => {
  online = true;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
});

afterEach(() => {
  cleanup();
  for (const dispose of disposers.splice(0)) dispose();
  localStorage.clear();
});

function setOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

function section() {
  const fake = fakeSection({ multipleChoice, activities: [7] });
  disposers.push(() => offlineQueueFor(fake.api).dispose());
  fake.renderPage([content('c1', 'Pick a letter'), activity('r1', 7)], views);
  return fake;
}

const submits = (requests: { method: string; path: string }[]) => requests.filter((request) => request.method === 'PUT' && request.path.includes('/activity_attempt/'));

describe('the offline detector and the answers kept offline', () => {
  it('warns while offline, keeps a submitted answer as waiting, and submits it once back online', async () => {
    const { requests } = section();
    fireEvent.click(await screen.findByRole('radio', { name: 'Choice B' }));
    expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull();

    setOnline(false);
    expect(screen.getByRole('alert').textContent).toContain(OFFLINE_MESSAGE);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(ANSWER_WAITING_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('1 answer is waiting to be sent.');
    // The learner's answer stays on screen, locked while it waits.
    const chosen = screen.getByRole('radio', { name: 'Choice B' }) as HTMLInputElement;
    expect(chosen.checked).toBe(true);
    expect(chosen.disabled).toBe(true);
    expect(submits(requests)).toEqual([]);
    expect(JSON.parse(localStorage.getItem(OFFLINE_QUEUE_STORAGE_KEY) ?? '[]')).toHaveLength(1);

    setOnline(true);
    expect(await screen.findByText(ANSWERS_SAVED_MESSAGE)).toBeTruthy();
    expect(submits(requests)).toHaveLength(1);
    expect(submits(requests)[0].path).toBe('/state/course/bio/activity_attempt/a7-1');
    await waitFor(() => expect(document.querySelector('.feedback')?.className).toBe('feedback incorrect'));
    expect(screen.queryByText(ANSWER_WAITING_MESSAGE)).toBeNull();
    expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull();
    expect(localStorage.getItem(OFFLINE_QUEUE_STORAGE_KEY)).toBeNull();
  });

  it('keeps a waiting answer across a reload, shows it as waiting, and sends it once online', async () => {
    const fake = section();
    fireEvent.click(await screen.findByRole('radio', { name: 'Choice B' }));
    setOnline(false);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText(ANSWER_WAITING_MESSAGE);

    // The page is reloaded while still offline.
    cleanup();
    offlineQueueFor(fake.api).dispose();
    const api = fake.reload();
    disposers.push(() => offlineQueueFor(api).dispose());
    fake.renderPage([content('c1', 'Pick a letter'), activity('r1', 7)], views);
    expect(await screen.findByText(ANSWER_WAITING_MESSAGE)).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Choice B' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('alert').textContent).toContain(OFFLINE_MESSAGE);
    expect(submits(fake.requests)).toEqual([]);

    setOnline(true);
    expect(await screen.findByText(ANSWERS_SAVED_MESSAGE)).toBeTruthy();
    expect(submits(fake.requests)).toHaveLength(1);
    await waitFor(() => expect(document.querySelector('.feedback')?.className).toBe('feedback incorrect'));
  });

  it('counts a submission that cannot reach the server as offline', async () => {
    const { requests, network } = section();
    fireEvent.click(await screen.findByRole('radio', { name: 'Choice A' }));
    network.down = true;
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(ANSWER_WAITING_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(OFFLINE_MESSAGE);

    network.down = false;
    setOnline(true);
    expect(await screen.findByText(ANSWERS_SAVED_MESSAGE)).toBeTruthy();
    expect(submits(requests)).toHaveLength(1);
    await waitFor(() => expect(document.querySelector('.feedback')?.className).toBe('feedback correct'));
  });

  it('does not keep hint requests: it says so politely', async () => {
    const { requests } = section();
    const hint = await screen.findByRole('button', { name: 'Request Hint' });
    setOnline(false);
    fireEvent.click(hint);
    expect(await screen.findByText(HINTS_OFFLINE_MESSAGE)).toBeTruthy();
    expect(requests.filter((request) => request.path.endsWith('/hint'))).toEqual([]);
    expect(within(screen.getByRole('alert')).getByText(/Hints cannot be requested until then/)).toBeTruthy();

    // Back online, the note goes and hints are given again.
    setOnline(true);
    expect(screen.queryByText(HINTS_OFFLINE_MESSAGE)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Request Hint' }));
    expect(await screen.findByText('A hint')).toBeTruthy();
  });
});
