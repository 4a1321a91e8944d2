import { describe, expect, it } from 'vitest';
import { defaultNavbarLinks, isPopoutLink } from '../delivery/shell/navbar-links.js';
import { DEFAULT_SHELL_ROUTES, withSection } from '../delivery/shell/shell-types.js';
import { screenPathAt } from './app.js';

const pathOf = (href: string) => new URL(href, 'http://quire.test').pathname;

describe('every link of the learner shell leads to a screen', () => {
  it('has a screen for each account menu and guest prompt link', () => {
    const { updateTimezone: _formPost, ...links } = DEFAULT_SHELL_ROUTES;
    for (const [name, href] of Object.entries(links)) {
      expect([name, screenPathAt(pathOf(withSection(href, 'spring-term-3fa9c1')))]).not.toEqual([name, '*']);
    }
    expect(screenPathAt(pathOf(DEFAULT_SHELL_ROUTES.openAndFreeIndex))).toBe('/sections');
    expect(screenPathAt(pathOf(DEFAULT_SHELL_ROUTES.editAccount))).toBe('/account');
  });

  it('has a screen for the navigation’s links, in a course and in its preview', () => {
    for (const preview of [false, true]) {
      for (const link of defaultNavbarLinks('spring-term-3fa9c1', '/sections/spring-term-3fa9c1/lesson/atoms', preview)) {
        if (!isPopoutLink(link)) expect(screenPathAt(pathOf(link.href))).not.toBe('*');
      }
    }
  });

  it('answers Page not found for an address no screen has', () => {
    expect(screenPathAt('/users/settings')).toBe('*');
    expect(screenPathAt('/sections/s/lesson')).toBe('*');
    expect(screenPathAt('/')).toBe('/');
  });
});
