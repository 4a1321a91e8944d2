// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DARK_CLASS, THEME_STORAGE_KEY } from './theme.js';

const script = readFileSync(resolve(import.meta.dirname, '../../../public/theme.js'), 'utf8');

/** Runs the page's theme script as the browser does, before the app, with the system scheme `systemDark`. */
function runThemeScript(systemDark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: systemDark && query === '(prefers-color-scheme: dark)' }) as MediaQueryList);
  new Function(script)();
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove(DARK_CLASS);
  vi.restoreAllMocks();
});

describe('the theme script that runs before the first paint', () => {
  it('puts the dark class on the page root for a stored dark choice, whatever the system', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    runThemeScript(false);
    expect(document.documentElement.classList.contains(DARK_CLASS)).toBe(true);
  });

  it('follows the system without a stored choice, and a stored light choice overrides a dark system', () => {
    runThemeScript(true);
    expect(document.documentElement.classList.contains(DARK_CLASS)).toBe(true);
    document.documentElement.classList.remove(DARK_CLASS);
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    runThemeScript(true);
    expect(document.documentElement.classList.contains(DARK_CLASS)).toBe(false);
  });

  it('leaves the page light when storage cannot be read', () => {
    vi.spyOn(localStorage, 'getItem').mockImplementation(() => {
      throw new Error('storage is off');
    });
    expect(() => runThemeScript(true)).not.toThrow();
    expect(document.documentElement.classList.contains(DARK_CLASS)).toBe(false);
  });
});
