import { useEffect, useId, useState } from 'react';
import { readThemePreference, setThemePreference, subscribeThemePreference, THEME_PREFERENCES, watchTheme, type ThemePreference } from './theme.js';
import './shell.css';

export const THEME_LABELS: Record<ThemePreference, string> = { auto: 'Auto', light: 'Light', dark: 'Dark' };

export interface DarkModeSelectorProps {
  /**
   * `standalone` (the default): a radio group of native radio buttons. `menu`: menu item
   * radios (`role="menuitemradio"`) for use inside the account menu's `role="menu"`, whose
   * arrow keys move between them.
   */
  readonly variant?: 'standalone' | 'menu';
}

/** The theme choice (delivery §4): Auto, Light or Dark, labelled 'Dark Mode'. */
export function DarkModeSelector({ variant = 'standalone' }: DarkModeSelectorProps) {
  const labelId = useId();
  const [preference, setPreference] = useState<ThemePreference>(readThemePreference);

  useEffect(() => {
    const stopWatching = watchTheme();
    const unsubscribe = subscribeThemePreference(setPreference);
    return () => {
      unsubscribe();
      stopWatching();
    };
  }, []);

  const choose = (next: ThemePreference) => {
    setPreference(next);
    setThemePreference(next);
  };

  if (variant === 'menu') {
    return (
      <div role="group" aria-labelledby={labelId} className="shell-dark-mode shell-dark-mode-menu">
        <div id={labelId} className="shell-menu-heading">
          Dark Mode
        </div>
        <div className="shell-dark-mode-options">
          {THEME_PREFERENCES.map((option) => (
            <button
              key={option}
              type="button"
              role="menuitemradio"
              aria-checked={preference === option}
              tabIndex={-1}
              className="shell-dark-mode-option"
              onClick={() => choose(option)}
            >
              {THEME_LABELS[option]}
            </button>
          ))}
        </div>
      </div>
    );
  }

  return (
    <div role="radiogroup" aria-labelledby={labelId} className="shell-dark-mode">
      <span id={labelId} className="shell-dark-mode-label">
        Dark Mode
      </span>
      <div className="shell-dark-mode-options">
        {THEME_PREFERENCES.map((option) => (
          <label key={option} className="shell-dark-mode-option">
            <input type="radio" name={`${labelId}-theme`} value={option} checked={preference === option} onChange={() => choose(option)} />
            {THEME_LABELS[option]}
          </label>
        ))}
      </div>
    </div>
  );
}
