// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_STARTED_EVENT } from './app/app-started.js';

let clicks: number;
let button: HTMLButtonElement;

beforeEach(async () => {
  vi.resetModules();
  clicks = 0;
  button = document.createElement('button');
  button.textContent = 'Request Hint';
  // The app's own handler, as React attaches it once it has taken the page over.
  button.addEventListener('click', () => clicks++);
  document.body.append(button);
});

afterEach(() => {
  // The app has started: this copy of the script lets go of the page's events.
  document.dispatchEvent(new Event(APP_STARTED_EVENT));
  button.remove();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the first script of a server-drawn page', () => {
  it('holds a click on a button made before the app has started, and makes it again once it has', async () => {
    await import('./server-page-boot.js');
    button.click();
    await settle();
    expect(clicks).toBe(0);

    document.dispatchEvent(new Event(APP_STARTED_EVENT));
    await settle();
    expect(clicks).toBe(1);
  });

  it('lets clicks through once the app has started, also when it started before any click', async () => {
    await import('./server-page-boot.js');
    document.dispatchEvent(new Event(APP_STARTED_EVENT));
    await settle();
    button.click();
    expect(clicks).toBe(1);
  });

  it('leaves a click on a link alone', async () => {
    await import('./server-page-boot.js');
    const link = document.createElement('a');
    link.href = '#later';
    document.body.append(link);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    link.remove();
  });
});
