import { describe, expect, it } from 'vitest';
import { learnerLinkHref } from './learner-link-href.js';

describe('learnerLinkHref', () => {
  it('turns an internal link into a lesson of the section', () => {
    expect(learnerLinkHref('/course/link/intro', 'bio-101')).toBe('/sections/bio-101/lesson/intro');
    expect(learnerLinkHref('/course/link/intro?ignored=1', 'bio-101')).toBe('/sections/bio-101/lesson/intro');
  });

  it('adds page link parameters only when non-empty', () => {
    expect(learnerLinkHref('/course/link/intro', 'bio-101', 'from=page-3')).toBe(
      '/sections/bio-101/lesson/intro?from=page-3',
    );
    expect(learnerLinkHref('/course/link/intro', 'bio-101', '?from=page-3')).toBe(
      '/sections/bio-101/lesson/intro?from=page-3',
    );
    expect(learnerLinkHref('/course/link/intro', 'bio-101', '')).toBe('/sections/bio-101/lesson/intro');
    expect(learnerLinkHref('/course/link/intro', 'bio-101', '?')).toBe('/sections/bio-101/lesson/intro');
    expect(learnerLinkHref('/course/link/intro', 'bio-101', {})).toBe('/sections/bio-101/lesson/intro');
    expect(learnerLinkHref('/course/link/intro', 'bio-101', { from: 'a b', page: 3, preview: true, skip: undefined })).toBe(
      '/sections/bio-101/lesson/intro?from=a%20b&page=3&preview=true',
    );
  });

  it('encodes both slugs', () => {
    expect(learnerLinkHref('/course/link/a%2Fb', 'x y')).toBe('/sections/x%20y/lesson/a%2Fb');
    expect(learnerLinkHref('/course/link/a\uD800', 'bio')).toBe('/sections/bio/lesson/a%EF%BF%BD');
  });

  it('becomes # with no section slug or no page', () => {
    expect(learnerLinkHref('/course/link/intro')).toBe('#');
    expect(learnerLinkHref('/course/link/intro', '')).toBe('#');
    expect(learnerLinkHref('/course/link/intro', null, 'a=1')).toBe('#');
    expect(learnerLinkHref('/course/link', 'bio-101')).toBe('#');
  });

  it('sends external links through externalHref', () => {
    expect(learnerLinkHref('example.com', 'bio-101')).toBe('http://example.com');
    expect(learnerLinkHref('https://example.com')).toBe('https://example.com');
    expect(learnerLinkHref('javascript:alert(1)', 'bio-101')).toBe('#');
    expect(learnerLinkHref('')).toBe('');
  });
});
