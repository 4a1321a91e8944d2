// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { APP_STARTED_EVENT } from './app/app-started.js';
import { APP_STARTED_EVENT as BOOT_WAITS_FOR } from './server-page-boot.js';

describe('the script of a server-drawn page that loads the app late', () => {
  it('waits for the event the app raises once it has taken the page over', () => {
    expect(BOOT_WAITS_FOR).toBe(APP_STARTED_EVENT);
  });
});
