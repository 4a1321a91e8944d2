// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { HydratedView } from '@quire/plugin-sdk/testing';
import { HOVER_POINTER_QUERY, POPUP_CLOSE_DELAY_MS } from './popup-constants.js';
import { paragraph, popup, showOnPage } from './testing/popup-page.js';

let shown: HydratedView | undefined;
const show = async (...args: Parameters<typeof showOnPage>) => (shown = await showOnPage(...args));

/** A device that hovers with a fine pointer (a mouse), or one that does not (a touch screen). */
function deviceHovers(hovers: boolean) {
  const matchMedia = vi.fn((query: string) => ({ matches: hovers && query === HOVER_POINTER_QUERY, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
  vi.stubGlobal('matchMedia', matchMedia);
  return matchMedia;
}

beforeEach(() => deviceHovers(true));
afterEach(() => {
  shown?.unmount();
  shown = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const anchor = (name: string) => screen.getByRole('button', { name });
const bubbleOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
const isOpen = (button: HTMLElement) => button.getAttribute('aria-expanded') === 'true' && bubbleOf(button).classList.contains('popup-bubble-open');

const casa = (fields: Record<string, unknown> = {}) => popup('casa', 'la casa', 'the house', fields);
const perro = (fields: Record<string, unknown> = {}) => popup('perro', 'el perro', 'the dog', fields);
const page = (...popups: ReturnType<typeof popup>[]) => [paragraph('p', { text: 'Vivo en ' }, ...popups.flatMap((each) => [each, { text: ' y ' }]))];

describe('a key-notion popup for learners', () => {
  it('is a closed disclosure button on its anchor text, followed in reading order by its bubble, whose body comes with the page script', async () => {
    const { html } = await show(page(casa()));
    const button = anchor('la casa');
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const bubble = bubbleOf(button);
    expect(button.nextElementSibling).toBe(bubble);
    expect(bubble.getAttribute('popover')).toBe('manual');
    expect(bubble.classList.contains('popup-bubble-open')).toBe(false);
    // The body's paragraph cannot sit inside the anchor's paragraph in HTML: the browser draws it.
    expect(html).not.toContain('the house');
    expect(bubble.querySelector('.popup-body strong')?.textContent).toBe('the house');
  });

  it('opens and closes with a press of its native button: a click, a tap, or Enter and Space from the keyboard', async () => {
    await show(page(casa()));
    const button = anchor('la casa');
    fireEvent.click(button);
    expect(isOpen(button)).toBe(true);
    fireEvent.click(button);
    expect(isOpen(button)).toBe(false);
  });

  it('shows its bubble in the top layer with the Popover API where the browser has it, so no parent clips it', async () => {
    const showPopover = vi.fn();
    const hidePopover = vi.fn();
    Object.assign(HTMLElement.prototype, { showPopover, hidePopover });
    try {
      await show(page(casa()));
      const button = anchor('la casa');
      fireEvent.click(button);
      expect(showPopover).toHaveBeenCalledOnce();
      expect(showPopover.mock.contexts[0]).toBe(bubbleOf(button));
      const bubble = bubbleOf(button);
      expect(bubble.style.left).toMatch(/px$/);
      expect(bubble.dataset.placement).toBe('below');
      fireEvent.click(button);
      expect(hidePopover).toHaveBeenCalledOnce();
    } finally {
      delete (HTMLElement.prototype as Partial<Record<'showPopover' | 'hidePopover', unknown>>).showPopover;
      delete (HTMLElement.prototype as Partial<Record<'showPopover' | 'hidePopover', unknown>>).hidePopover;
    }
  });

  it('is the only one open on the page: opening another closes it', async () => {
    await show(page(casa(), perro()));
    fireEvent.click(anchor('la casa'));
    fireEvent.click(anchor('el perro'));
    expect(isOpen(anchor('el perro'))).toBe(true);
    expect(isOpen(anchor('la casa'))).toBe(false);
  });

  it('closes on Escape and gives the focus back to its button when the focus was in the bubble', async () => {
    await show(page(casa({ audioSrc: '/media/es/casa.mp3', audioType: 'audio/mpeg' })));
    const button = anchor('la casa');
    fireEvent.click(button);
    const play = screen.getByRole('button', { name: 'Play audio' });
    play.focus();
    fireEvent.keyDown(play, { key: 'Escape' });
    expect(isOpen(button)).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('closes on Escape without taking the focus from elsewhere on the page', async () => {
    await show(page(casa()));
    const outside = document.createElement('input');
    document.body.append(outside);
    fireEvent.click(anchor('la casa'));
    outside.focus();
    fireEvent.keyDown(outside, { key: 'Escape' });
    expect(isOpen(anchor('la casa'))).toBe(false);
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });

  it('closes on a press outside it, and stays open on a press in its bubble', async () => {
    await show(page(casa()));
    const button = anchor('la casa');
    fireEvent.click(button);
    fireEvent.pointerDown(bubbleOf(button).querySelector('strong')!);
    expect(isOpen(button)).toBe(true);
    fireEvent.pointerDown(document.body);
    expect(isOpen(button)).toBe(false);
  });

  describe('with a hover trigger', () => {
    it('opens when a mouse hovers it and closes 300 ms after the mouse leaves', async () => {
      await show(page(casa({ trigger: 'hover' })));
      vi.useFakeTimers();
      const button = anchor('la casa');
      fireEvent.mouseEnter(button);
      expect(isOpen(button)).toBe(true);
      fireEvent.mouseLeave(button);
      act(() => vi.advanceTimersByTime(POPUP_CLOSE_DELAY_MS - 1));
      expect(isOpen(button)).toBe(true);
      act(() => vi.advanceTimersByTime(1));
      expect(isOpen(button)).toBe(false);
    });

    it('stays open when the mouse comes back to the anchor, or moves on to the bubble, within 300 ms', async () => {
      await show(page(casa({ trigger: 'hover' })));
      vi.useFakeTimers();
      const button = anchor('la casa');
      fireEvent.mouseEnter(button);
      fireEvent.mouseLeave(button);
      act(() => vi.advanceTimersByTime(200));
      fireEvent.mouseEnter(button);
      act(() => vi.advanceTimersByTime(POPUP_CLOSE_DELAY_MS * 2));
      expect(isOpen(button)).toBe(true);

      fireEvent.mouseLeave(button);
      act(() => vi.advanceTimersByTime(200));
      fireEvent.mouseEnter(bubbleOf(button));
      act(() => vi.advanceTimersByTime(POPUP_CLOSE_DELAY_MS * 2));
      expect(isOpen(button)).toBe(true);

      fireEvent.mouseLeave(bubbleOf(button));
      act(() => vi.advanceTimersByTime(POPUP_CLOSE_DELAY_MS));
      expect(isOpen(button)).toBe(false);
    });

    it('is held open by a press, and then stays open when the mouse leaves', async () => {
      await show(page(casa({ trigger: 'hover' })));
      vi.useFakeTimers();
      const button = anchor('la casa');
      fireEvent.mouseEnter(button);
      fireEvent.click(button);
      fireEvent.mouseLeave(button);
      act(() => vi.advanceTimersByTime(POPUP_CLOSE_DELAY_MS * 2));
      expect(isOpen(button)).toBe(true);
    });

    it('opens with a tap on a device that does not hover with a fine pointer, never by hovering', async () => {
      const matchMedia = deviceHovers(false);
      await show(page(casa({ trigger: 'hover' })));
      expect(matchMedia).toHaveBeenCalledWith(HOVER_POINTER_QUERY);
      const button = anchor('la casa');
      fireEvent.mouseEnter(button);
      expect(isOpen(button)).toBe(false);
      fireEvent.click(button);
      expect(isOpen(button)).toBe(true);
      fireEvent.mouseLeave(button);
      expect(isOpen(button)).toBe(true);
    });

    it('is the trigger when none is stored', async () => {
      await show(page(casa({ trigger: undefined })));
      fireEvent.mouseEnter(anchor('la casa'));
      expect(isOpen(anchor('la casa'))).toBe(true);
    });
  });

  it('with a click trigger, does not open when hovered', async () => {
    await show(page(casa({ trigger: 'click' })));
    fireEvent.mouseEnter(anchor('la casa'));
    expect(isOpen(anchor('la casa'))).toBe(false);
  });

  it('plays its audio clip from a button in the bubble, and stops it when the bubble closes', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause');
    try {
      await show(page(casa({ audioSrc: '/media/es/casa.mp3', audioType: 'audio/mpeg' })));
      const button = anchor('la casa');
      fireEvent.click(button);
      const clip = bubbleOf(button).querySelector('audio')!;
      expect(clip.getAttribute('preload')).toBe('none');
      expect([clip.querySelector('source')?.getAttribute('src'), clip.querySelector('source')?.getAttribute('type')]).toEqual(['/media/es/casa.mp3', 'audio/mpeg']);
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Play audio' })));
      expect(play).toHaveBeenCalledOnce();
      expect(screen.getByRole('button', { name: 'Pause audio' })).toBeTruthy();
      fireEvent.click(button);
      expect(pause).toHaveBeenCalled();
    } finally {
      play.mockRestore();
      pause.mockRestore();
    }
  });

  it('leaves out an unsafe audio address and a type that is not audio', async () => {
    await show(page(casa({ audioSrc: '/media/es/casa.ogg', audioType: 'text/html' })));
    expect(document.querySelector('source')?.hasAttribute('type')).toBe(false);
    shown?.unmount();
    await show(page(casa({ audioSrc: 'javascript:alert(1)' })));
    expect(screen.queryByRole('button', { name: 'Play audio' })).toBeNull();
  });

  it('shows nothing for a popup without anchor text, which nothing could open', async () => {
    const { html } = await show([paragraph('p', { text: 'Vivo ' }, popup('empty', '', 'the house'), { text: 'aquí' })]);
    expect(html.replaceAll('<!-- -->', '')).toBe('<p>Vivo aquí</p>');
  });
});
