import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { internalLinkHref } from './internal-link-href.js';
import { isInternalLink } from './is-internal-link.js';
import { slugFromInternalLink } from './slug-from-internal-link.js';

describe('internalLinkHref', () => {
  it('puts the slug after /course/link/', () => {
    expect(internalLinkHref('photosynthesis')).toBe('/course/link/photosynthesis');
    expect(internalLinkHref('unit-1_lesson.2~a')).toBe('/course/link/unit-1_lesson.2~a');
  });

  it('encodes characters that would leave the path segment', () => {
    expect(internalLinkHref('a/b?c#d')).toBe('/course/link/a%2Fb%3Fc%23d');
    expect(internalLinkHref('é')).toBe('/course/link/%C3%A9');
  });

  it('round-trips through slugFromInternalLink for any non-empty slug', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, unit: 'grapheme' }), (slug) => {
        const href = internalLinkHref(slug);
        expect(isInternalLink(href)).toBe(true);
        expect(slugFromInternalLink(href)).toBe(slug);
      }),
    );
  });
});
