import { describe, expect, it } from 'vitest';
import type { AppServerRender } from '@quire/server/delivery';
import * as serverRender from './index.js';

// The server host draws lesson pages through this contract: the type check holds the web
// app's server part to it, the state the server gathers included.
const contract: AppServerRender = serverRender;

describe("the web app's server part", () => {
  it('gives the server what it draws lesson pages with', () => {
    expect(typeof contract.renderApp).toBe('function');
    expect(contract.SERVER_STATE_ELEMENT_ID).toBe('quire-server-state');
    expect(contract.LESSON_PAGE_MODULES.length).toBeGreaterThan(0);
  });
});
