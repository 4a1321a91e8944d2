import { readStorage, writeStorage } from './shell-types.js';

/** Set in local storage by "Don't ask again on this browser". */
export const GUEST_POPUP_STORAGE_KEY = 'quire:guest-popup:dont-ask-again';
/** Set in session storage by 'Maybe later' (or Escape): the welcome stays closed until the browser session ends. */
export const GUEST_POPUP_SESSION_KEY = 'quire:guest-popup:maybe-later';

/** True once a guest closed the welcome, for this session or for good on this browser. */
export function isGuestWelcomeClosed(): boolean {
  return readStorage('local', GUEST_POPUP_STORAGE_KEY) === 'true' || readStorage('session', GUEST_POPUP_SESSION_KEY) === 'true';
}

/** Remembers that the guest closed the welcome: for the rest of the session, or for good on this browser. */
export function closeGuestWelcome(how: 'session' | 'for good'): void {
  if (how === 'for good') writeStorage('local', GUEST_POPUP_STORAGE_KEY, 'true');
  else writeStorage('session', GUEST_POPUP_SESSION_KEY, 'true');
}
