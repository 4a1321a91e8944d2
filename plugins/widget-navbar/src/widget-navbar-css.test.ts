import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SIDEBAR_MEDIA_QUERY } from './delivery/navbar-drawer.js';

const css = readFileSync(new URL('./widget-navbar.css', import.meta.url), 'utf8');

describe("the Navbar widget's stylesheet (delivery §9)", () => {
  it('makes the navigation a fixed 200 px side bar from 1024 px, where the drawer closes', () => {
    expect(SIDEBAR_MEDIA_QUERY).toBe('(min-width: 1024px)');
    const large = css.slice(css.indexOf(`@media ${SIDEBAR_MEDIA_QUERY}`));
    expect(large).toMatch(/\.learner-navbar \{[^}]*position: fixed;[^}]*width: 200px;/);
    expect(large).toContain('.learner-sidebar .learner-popout { left: 200px; }');
  });

  it('opens a popout panel 600 px wide, never wider than the screen', () => {
    expect(css).toMatch(/\.learner-popout \{[^}]*width: min\(600px, 100vw\);/);
  });
});
