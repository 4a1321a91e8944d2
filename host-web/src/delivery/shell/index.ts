/** The learner shell's account and appearance parts (delivery §2, §4, §5, §6). */
export { AccountMenu, accountMenuItems, type AccountMenuItem, type AccountMenuLinkId, type AccountMenuOptions, type AccountMenuProps } from './account-menu.js';
export { CreateAccountPrompt, CREATE_ACCOUNT_PROMPT_STORAGE_KEY, type CreateAccountPromptProps } from './create-account-prompt.js';
export { DarkModeSelector, type DarkModeSelectorProps } from './dark-mode-selector.js';
export { GuestPopup, GUEST_POPUP_STORAGE_KEY, type GuestPopupProps } from './guest-popup.js';
export { DEFAULT_SHELL_ROUTES, isInFrame, type ShellRoutes, type ShellUser } from './shell-types.js';
export {
  applyStoredTheme,
  readThemePreference,
  setThemePreference,
  THEME_STORAGE_KEY,
  type ThemePreference,
} from './theme.js';
export { BROWSER_DEFAULT_TIMEZONE, TimezoneSelector, type TimezoneOption, type TimezoneSelectorProps } from './timezone-selector.js';
