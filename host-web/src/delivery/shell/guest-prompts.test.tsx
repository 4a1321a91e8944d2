// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../app/testing/memory-router.js';
import { GuestPrompts } from './guest-prompts.js';
import type { ShellUser } from './shell-types.js';

const guest: ShellUser = { name: 'Guest', isGuest: true, role: 'open_and_free', isIndependentLearner: true };
const WELCOME = 'Welcome to Open and Free!';
const PROMPT = 'Save your progress';

const clearStorage = () => {
  localStorage.clear();
  sessionStorage.clear();
};
beforeEach(clearStorage);
afterEach(() => {
  cleanup();
  clearStorage();
});

/** A page of the section, as the learner layout draws the prompts on it. */
function visitPage(user: ShellUser = guest) {
  cleanup();
  render(
    <MemoryRouter path="/sections/bio">
      <GuestPrompts user={user} sectionSlug="bio" />
    </MemoryRouter>,
  );
}

/** Which of the two prompts are on screen. */
const shown = () => [WELCOME, PROMPT].filter((name) => screen.queryByRole('dialog', { name }) !== null);

describe("a guest's prompts", () => {
  it('show the welcome alone first, and the Save your progress prompt only once it is closed', () => {
    visitPage();
    expect(shown()).toEqual([WELCOME]);
    fireEvent.click(screen.getByRole('button', { name: 'Maybe later' }));
    expect(shown()).toEqual([PROMPT]);
  });

  it("after Maybe later, the session's next pages show only the prompt; a new session welcomes again", () => {
    visitPage();
    fireEvent.click(screen.getByRole('button', { name: 'Maybe later' }));
    visitPage();
    expect(shown()).toEqual([PROMPT]);
    sessionStorage.clear();
    visitPage();
    expect(shown()).toEqual([WELCOME]);
  });

  it("after Don't ask again on this browser, even a new session shows only the prompt", () => {
    visitPage();
    fireEvent.click(screen.getByRole('button', { name: "Don't ask again on this browser" }));
    expect(shown()).toEqual([PROMPT]);
    sessionStorage.clear();
    visitPage();
    expect(shown()).toEqual([PROMPT]);
  });

  it('once the prompt is hidden too, nothing shows', () => {
    visitPage();
    fireEvent.click(screen.getByRole('button', { name: 'Maybe later' }));
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(shown()).toEqual([]);
    visitPage();
    expect(shown()).toEqual([]);
  });

  it('show nothing to a learner with an account', () => {
    visitPage({ name: 'Ada', isGuest: false, role: 'student' });
    expect(shown()).toEqual([]);
  });
});
