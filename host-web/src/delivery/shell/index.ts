/** The learner shell: the side navigation, Tech Support, and the account and appearance parts (delivery §2, §4, §5, §6). */
export { AccountMenu, accountMenuItems, type AccountMenuItem, type AccountMenuLinkId, type AccountMenuOptions, type AccountMenuProps } from './account-menu.js';
export { CreateAccountPrompt, CREATE_ACCOUNT_PROMPT_STORAGE_KEY, type CreateAccountPromptProps } from './create-account-prompt.js';
export { DarkModeSelector, type DarkModeSelectorProps } from './dark-mode-selector.js';
export { defaultNavbarLinks, type NavbarLink, type NavbarPopout, type PopoutComponentName, type PopoutComponentProps } from './navbar-links.js';
export { BREAKPOINTS, SIDEBAR_WIDTH_PX } from './breakpoints.js';
export { TechSupportButton } from './tech-support-button.js';
export { GuestPopup, type GuestPopupProps } from './guest-popup.js';
export { GuestPrompts, type GuestPromptsProps } from './guest-prompts.js';
export { closeGuestWelcome, GUEST_POPUP_SESSION_KEY, GUEST_POPUP_STORAGE_KEY, isGuestWelcomeClosed } from './guest-welcome.js';
export { DEFAULT_SHELL_ROUTES, isInFrame, type ShellRoutes, type ShellUser } from './shell-types.js';
export {
  applyStoredTheme,
  readThemePreference,
  setThemePreference,
  THEME_STORAGE_KEY,
  type ThemePreference,
} from './theme.js';
export { BROWSER_DEFAULT_TIMEZONE, TimezoneSelector, type TimezoneOption, type TimezoneSelectorProps } from './timezone-selector.js';
