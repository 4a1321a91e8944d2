import { readStorage, writeStorage } from './shell-types.js';

/**
 * The learner's colour theme (delivery §4, Theme preference): auto, light or dark, kept in
 * local storage under `theme`. Auto removes the stored value and follows the system's
 * `prefers-color-scheme`; dark puts the `dark` class on the page root. The class changes
 * 50 ms after the last change (delivery §9).
 */
export type ThemePreference = 'auto' | 'light' | 'dark';

export const THEME_PREFERENCES: readonly ThemePreference[] = ['auto', 'light', 'dark'];
export const THEME_STORAGE_KEY = 'theme';
export const DARK_CLASS = 'dark';
export const THEME_DEBOUNCE_MS = 50;
const DARK_QUERY = '(prefers-color-scheme: dark)';
const THEME_EVENT = 'quire:theme-preference';

export function readThemePreference(): ThemePreference {
  const stored = readStorage('local', THEME_STORAGE_KEY);
  return stored === 'dark' || stored === 'light' ? stored : 'auto';
}

function systemMedia(): MediaQueryList | undefined {
  try {
    return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined;
  } catch {
    return undefined;
  }
}

export function systemPrefersDark(): boolean {
  return systemMedia()?.matches ?? false;
}

/** Whether a preference shows the dark theme now. */
export function isDarkTheme(preference: ThemePreference): boolean {
  return preference === 'dark' || (preference === 'auto' && systemPrefersDark());
}

function applyThemeClass(preference: ThemePreference): void {
  document.documentElement.classList.toggle(DARK_CLASS, isDarkTheme(preference));
}

let pending: ReturnType<typeof setTimeout> | undefined;

/** Applies the stored preference 50 ms after the last call. */
function scheduleApply(): void {
  if (pending !== undefined) clearTimeout(pending);
  pending = setTimeout(() => {
    pending = undefined;
    applyThemeClass(readThemePreference());
  }, THEME_DEBOUNCE_MS);
}

/** Stores a choice (auto removes the value), tells the other selectors, and changes the colours after the debounce. */
export function setThemePreference(preference: ThemePreference): void {
  writeStorage('local', THEME_STORAGE_KEY, preference === 'auto' ? null : preference);
  window.dispatchEvent(new CustomEvent<ThemePreference>(THEME_EVENT, { detail: preference }));
  scheduleApply();
}

/** Calls the listener with the preference whenever it changes, here or in another tab. */
export function subscribeThemePreference(listener: (preference: ThemePreference) => void): () => void {
  const onChange = () => listener(readThemePreference());
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener(THEME_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(THEME_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

let watchers = 0;
let stopWatching: (() => void) | undefined;

/**
 * Follows the system's colour scheme while the preference is auto, and a choice made in
 * another tab. Counted: the watch stops when the last caller stops it.
 */
export function watchTheme(): () => void {
  watchers += 1;
  if (watchers === 1) {
    const media = systemMedia();
    const onSystemChange = () => {
      if (readThemePreference() === 'auto') scheduleApply();
    };
    const unsubscribe = subscribeThemePreference(() => scheduleApply());
    if (media?.addEventListener) media.addEventListener('change', onSystemChange);
    else media?.addListener?.(onSystemChange);
    stopWatching = () => {
      if (media?.removeEventListener) media.removeEventListener('change', onSystemChange);
      else media?.removeListener?.(onSystemChange);
      unsubscribe();
    };
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    watchers -= 1;
    if (watchers === 0) {
      stopWatching?.();
      stopWatching = undefined;
      if (pending !== undefined) clearTimeout(pending);
      pending = undefined;
    }
  };
}

/**
 * For the app's start, before the first render: puts the stored theme on the page root at
 * once (no debounce, so a dark page never flashes light) and follows the system scheme
 * while the preference is auto. Returns the function that stops following.
 */
export function applyStoredTheme(): () => void {
  applyThemeClass(readThemePreference());
  return watchTheme();
}
