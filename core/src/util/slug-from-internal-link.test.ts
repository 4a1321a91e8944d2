import { describe, expect, it } from 'vitest';
import { slugFromInternalLink } from './slug-from-internal-link.js';

describe('slugFromInternalLink', () => {
  it('returns the slug of an internal link', () => {
    expect(slugFromInternalLink('/course/link/intro')).toBe('intro');
    expect(slugFromInternalLink(' /course/link/intro/ ')).toBe('intro');
    expect(slugFromInternalLink('/course/link/intro?x=1#top')).toBe('intro');
    expect(slugFromInternalLink('/course/link/a%2Fb')).toBe('a/b');
    expect(slugFromInternalLink('/course/link/100%')).toBe('100%');
  });

  it('returns undefined when there is no page', () => {
    expect(slugFromInternalLink('/course/link')).toBeUndefined();
    expect(slugFromInternalLink('/course/link/')).toBeUndefined();
    expect(slugFromInternalLink('/course/link?x=1')).toBeUndefined();
  });

  it('returns undefined for links that are not internal', () => {
    expect(slugFromInternalLink('')).toBeUndefined();
    expect(slugFromInternalLink('/course/linkage')).toBeUndefined();
    expect(slugFromInternalLink('https://example.com/course/link/intro')).toBeUndefined();
  });
});
