import { describe, expect, it } from 'vitest';
import { linkOpensInNewTab } from './link-opens-in-new-tab.js';

describe('linkOpensInNewTab', () => {
  it('is true for external links', () => {
    expect(linkOpensInNewTab('https://example.com')).toBe(true);
    expect(linkOpensInNewTab('example.com')).toBe(true);
    expect(linkOpensInNewTab('mailto:a@example.com')).toBe(true);
  });

  it('is false for internal links and empty hrefs', () => {
    expect(linkOpensInNewTab('/course/link/intro')).toBe(false);
    expect(linkOpensInNewTab(' /course/link ')).toBe(false);
    expect(linkOpensInNewTab('')).toBe(false);
    expect(linkOpensInNewTab('  ')).toBe(false);
  });
});
