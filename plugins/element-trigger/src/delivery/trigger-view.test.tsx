// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { Descendant } from '@quire/plugin-sdk';
import type { DeliveryContextValue, TriggerRequest } from '@quire/plugin-sdk/delivery';
import { DeliveredContent, hydrateInBrowser, renderOnServer, type HydratedView } from '@quire/plugin-sdk/testing';
import triggerDelivery from './index.js';

const parts = [{ pluginId: 'element-trigger', delivery: triggerDelivery }];
const PROMPT = 'Explain the preterite with two examples from this page.';
const content = (fields: Record<string, unknown> = {}) =>
  [{ type: 'trigger', id: 'dot-1', trigger_type: 'content_group', prompt: PROMPT, ...fields, children: [{ text: '' }] }] as Descendant[];

let shown: HydratedView | undefined;
afterEach(() => {
  shown?.unmount();
  shown = undefined;
  vi.useRealTimers();
});

async function showTrigger(context: DeliveryContextValue, fields: Record<string, unknown> = {}): Promise<HydratedView> {
  const props = { parts, content: content(fields), context };
  shown = await hydrateInBrowser(DeliveredContent, props, renderOnServer(DeliveredContent, { ...props, context: { mode: context.mode, sectionSlug: context.sectionSlug } }));
  return shown;
}

const dotButton = () => screen.getByRole('button', { name: 'Ask DOT' });
const isResting = () => dotButton().getAttribute('aria-disabled') === 'true';
const panel = () => screen.getByRole('status', { name: "DOT's answer" });
const press = () => act(async () => void fireEvent.click(dotButton()));
const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

describe('a DOT trigger drawn on the server', () => {
  it('shows the DOT button resting until the page’s script loads, an empty answer panel, and not the author’s prompt', () => {
    const html = renderOnServer(DeliveredContent, { parts, content: content(), context: { mode: 'delivery', sectionSlug: 'spanish-1' } });
    const holder = document.createElement('div');
    holder.innerHTML = html;
    const button = holder.querySelector('button')!;
    expect(button.getAttribute('aria-label')).toBe('Ask DOT');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    const live = holder.querySelector('[role="status"]')!;
    expect(live.getAttribute('aria-label')).toBe("DOT's answer");
    expect(live.textContent).toBe('');
    expect(html).not.toContain('preterite');
  });
});

describe('a DOT trigger in the learner’s browser', () => {
  it('sends the trigger of its page to the assistant and shows the answer in the announced panel', async () => {
    let answer!: (value: { answer: string }) => void;
    const requestTrigger = vi.fn<TriggerRequest>(() => new Promise((resolve) => (answer = resolve)));
    await showTrigger({ mode: 'delivery', sectionSlug: 'spanish-1', resourceId: 42, requestTrigger });
    expect(isResting()).toBe(false);
    await press();
    expect(requestTrigger).toHaveBeenCalledWith({ trigger_type: 'content_group', resource_id: 42, data: { ref_id: 'dot-1' }, prompt: PROMPT });
    expect(panel().textContent).toBe('DOT is thinking…');
    expect(isResting()).toBe(true);
    await act(async () => answer({ answer: 'Hablé: I spoke.\nComí: I ate.' }));
    expect(panel().textContent).toBe('Hablé: I spoke.\nComí: I ate.');
  });

  it('rests 5 s after the first press, then 10 s, then 20 s, and ignores presses while it rests', async () => {
    const requestTrigger = vi.fn<TriggerRequest>(async () => ({ answer: 'An answer' }));
    await showTrigger({ mode: 'delivery', sectionSlug: 'spanish-1', resourceId: 42, requestTrigger });
    vi.useFakeTimers();
    for (const [press_, rest] of [5_000, 10_000, 20_000].entries()) {
      await press();
      expect(requestTrigger).toHaveBeenCalledTimes(press_ + 1);
      expect(isResting()).toBe(true);
      expect(screen.getByText('You can ask DOT again in a moment.')).toBeTruthy();
      await wait(rest - 1);
      await press();
      expect(requestTrigger).toHaveBeenCalledTimes(press_ + 1);
      expect(isResting()).toBe(true);
      await wait(1);
      expect(isResting()).toBe(false);
    }
  });

  it('keeps resting while the assistant thinks past the 5 s', async () => {
    let answer!: (value: { answer: string }) => void;
    const requestTrigger = vi.fn<TriggerRequest>(() => new Promise((resolve) => (answer = resolve)));
    await showTrigger({ mode: 'delivery', sectionSlug: 'spanish-1', resourceId: 42, requestTrigger });
    vi.useFakeTimers();
    await press();
    await wait(8_000);
    expect(isResting()).toBe(true);
    await act(async () => answer({ answer: 'Late, but here' }));
    expect(isResting()).toBe(false);
    expect(panel().textContent).toBe('Late, but here');
  });

  it('shows the route’s message when the assistant cannot answer', async () => {
    const requestTrigger = vi.fn<TriggerRequest>(async () => Promise.reject(new Error('The course assistant is not available.')));
    await showTrigger({ mode: 'delivery', sectionSlug: 'spanish-1', resourceId: 42, requestTrigger });
    await press();
    expect(panel().textContent).toBe('The course assistant is not available.');
    expect(panel().className).toContain('trigger-panel-failure');
  });

  it('stays resting, and says why, outside a section and without a prompt', async () => {
    await showTrigger({ mode: 'preview' });
    expect(isResting()).toBe(true);
    expect(screen.getByText('DOT answers learners in a course section.')).toBeTruthy();
    shown?.unmount();

    const requestTrigger = vi.fn<TriggerRequest>();
    await showTrigger({ mode: 'delivery', sectionSlug: 'spanish-1', resourceId: 42, requestTrigger }, { prompt: '' });
    expect(isResting()).toBe(true);
    expect(screen.getByText('This DOT has no prompt yet.')).toBeTruthy();
    await press();
    expect(requestTrigger).not.toHaveBeenCalled();
  });
});
