import { describe, expect, it } from 'vitest';
import { INTERNAL_LINK_PREFIX, isInternalLink } from './is-internal-link.js';

describe('isInternalLink', () => {
  it('has the /course/link prefix', () => {
    expect(INTERNAL_LINK_PREFIX).toBe('/course/link');
  });

  it.each(['/course/link/intro', '/course/link', '/course/link/', '/course/link?x=1', '/course/link#top', '  /course/link/intro '])(
    'is true for %j',
    (href) => {
      expect(isInternalLink(href)).toBe(true);
    },
  );

  it.each(['', '/course/linkage', '/course/lin', 'course/link/intro', '/Course/Link/intro', 'https://example.com/course/link/intro', '//course/link/x'])(
    'is false for %j',
    (href) => {
      expect(isInternalLink(href)).toBe(false);
    },
  );
});
