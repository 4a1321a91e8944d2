// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DarkModeSelector } from './dark-mode-selector.js';
import { applyStoredTheme, readThemePreference, setThemePreference, THEME_DEBOUNCE_MS } from './theme.js';

/** A `matchMedia` whose `(prefers-color-scheme: dark)` answer the test sets and changes. */
function stubSystemScheme(dark: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const media = {
    matches: dark,
    media: '(prefers-color-scheme: dark)',
    onchange: null,
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => true,
  };
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    expect(query).toBe('(prefers-color-scheme: dark)');
    return media as unknown as MediaQueryList;
  });
  return {
    listeners,
    set(next: boolean) {
      media.matches = next;
      for (const listener of [...listeners]) listener({ matches: next } as MediaQueryListEvent);
    },
  };
}

const isDark = () => document.documentElement.classList.contains('dark');
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

let stops: (() => void)[] = [];
beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  document.documentElement.classList.remove('dark');
});
afterEach(() => {
  cleanup();
  for (const stop of stops) stop();
  stops = [];
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
  document.documentElement.classList.remove('dark');
});

describe('the theme preference', () => {
  it('applies the stored dark theme at start, at once', () => {
    stubSystemScheme(false);
    localStorage.setItem('theme', 'dark');
    stops.push(applyStoredTheme());
    expect(isDark()).toBe(true);
  });

  it('applies the stored light theme even when the system is dark', () => {
    stubSystemScheme(true);
    localStorage.setItem('theme', 'light');
    stops.push(applyStoredTheme());
    expect(isDark()).toBe(false);
  });

  it('follows the system while auto (nothing stored), 50 ms after it changes', () => {
    const system = stubSystemScheme(true);
    stops.push(applyStoredTheme());
    expect(readThemePreference()).toBe('auto');
    expect(isDark()).toBe(true);
    system.set(false);
    expect(isDark()).toBe(true);
    vi.advanceTimersByTime(THEME_DEBOUNCE_MS);
    expect(isDark()).toBe(false);
    system.set(true);
    vi.advanceTimersByTime(THEME_DEBOUNCE_MS);
    expect(isDark()).toBe(true);
  });

  it('ignores the system while light or dark is chosen', () => {
    const system = stubSystemScheme(false);
    localStorage.setItem('theme', 'light');
    stops.push(applyStoredTheme());
    system.set(true);
    vi.advanceTimersByTime(THEME_DEBOUNCE_MS * 2);
    expect(isDark()).toBe(false);
  });

  it('stops following the system when stopped', () => {
    const system = stubSystemScheme(false);
    const stop = applyStoredTheme();
    expect(system.listeners.size).toBe(1);
    stop();
    expect(system.listeners.size).toBe(0);
  });

  it('changes the class 50 ms after the last change only', () => {
    stubSystemScheme(false);
    stops.push(applyStoredTheme());
    setThemePreference('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    vi.advanceTimersByTime(THEME_DEBOUNCE_MS - 1);
    expect(isDark()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(isDark()).toBe(true);

    setThemePreference('light');
    vi.advanceTimersByTime(30);
    setThemePreference('dark');
    vi.advanceTimersByTime(30);
    expect(isDark()).toBe(true);
    setThemePreference('light');
    vi.advanceTimersByTime(THEME_DEBOUNCE_MS - 1);
    expect(isDark()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isDark()).toBe(false);
  });
});

describe('DarkModeSelector', () => {
  it('is a radio group labelled Dark Mode showing the stored choice', () => {
    stubSystemScheme(false);
    localStorage.setItem('theme', 'dark');
    render(<DarkModeSelector />);
    expect(screen.getByRole('radiogroup', { name: 'Dark Mode' })).toBeTruthy();
    expect(radio('Dark').checked).toBe(true);
    expect(radio('Auto').checked).toBe(false);
  });

  it('stores dark and puts the dark class on the page root after 50 ms', () => {
    stubSystemScheme(false);
    render(<DarkModeSelector />);
    expect(radio('Auto').checked).toBe(true);
    fireEvent.click(radio('Dark'));
    expect(radio('Dark').checked).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(isDark()).toBe(false);
    act(() => vi.advanceTimersByTime(THEME_DEBOUNCE_MS));
    expect(isDark()).toBe(true);

    fireEvent.click(radio('Light'));
    expect(localStorage.getItem('theme')).toBe('light');
    act(() => vi.advanceTimersByTime(THEME_DEBOUNCE_MS));
    expect(isDark()).toBe(false);
  });

  it('auto removes the stored value and follows the system, also while the selector is shown', () => {
    const system = stubSystemScheme(true);
    localStorage.setItem('theme', 'light');
    render(<DarkModeSelector />);
    fireEvent.click(radio('Auto'));
    expect(localStorage.getItem('theme')).toBeNull();
    act(() => vi.advanceTimersByTime(THEME_DEBOUNCE_MS));
    expect(isDark()).toBe(true);
    act(() => system.set(false));
    act(() => vi.advanceTimersByTime(THEME_DEBOUNCE_MS));
    expect(isDark()).toBe(false);
  });

  it('keeps two selectors in step', () => {
    stubSystemScheme(false);
    render(
      <>
        <DarkModeSelector />
        <div role="menu">
          <DarkModeSelector variant="menu" />
        </div>
      </>,
    );
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect(radio('Dark').checked).toBe(true);
    expect(screen.getByRole('group', { name: 'Dark Mode' })).toBeTruthy();
    fireEvent.click(radio('Light'));
    expect(screen.getByRole('menuitemradio', { name: 'Light' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('menuitemradio', { name: 'Dark' }).getAttribute('aria-checked')).toBe('false');
  });
});
