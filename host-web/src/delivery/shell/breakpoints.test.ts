import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, SIDEBAR_WIDTH_PX } from './breakpoints.js';

const css = readFileSync(new URL('./learner-layout.css', import.meta.url), 'utf8');

describe('the learner layout breakpoints', () => {
  it('uses exactly the five breakpoints of the spec, each once, in increasing order', () => {
    expect(Object.values(BREAKPOINTS)).toEqual([640, 768, 1024, 1280, 1536]);
    const queries = [...css.matchAll(/@media\s*\(min-width:\s*(\d+)px\)/g)].map((match) => Number(match[1]));
    expect(queries).toEqual(Object.values(BREAKPOINTS));
    expect(css).not.toMatch(/max-width:\s*\d+px\)/);
  });

  it('leaves the 200 px side bar its room from 1024 px, and holds its place while the Navbar widget downloads', () => {
    expect(SIDEBAR_WIDTH_PX).toBe(200);
    const large = css.slice(css.indexOf(`@media (min-width: ${BREAKPOINTS.lg}px)`), css.indexOf(`@media (min-width: ${BREAKPOINTS.xl}px)`));
    expect(large).toContain(`.learner-body { margin-left: ${SIDEBAR_WIDTH_PX}px;`);
    expect(large).toMatch(new RegExp(`\\.learner-navbar-pending \\{[^}]*position: fixed;[^}]*width: ${SIDEBAR_WIDTH_PX}px;`));
  });
});
