import { describe, expect, it } from 'vitest';
import { internalLinkHref, slugFromInternalLink } from '@quire/plugin-sdk';
import { deliveredLink, withHttpScheme } from './link-href.js';

describe('withHttpScheme', () => {
  it('puts http:// in front of an address without a scheme', () => {
    expect(withHttpScheme('www.google.com')).toBe('http://www.google.com');
    expect(withHttpScheme('  example.org/a?b=1 ')).toBe('http://example.org/a?b=1');
    expect(withHttpScheme('localhost:3000/x')).toBe('http://localhost:3000/x');
  });

  it('keeps an address that names its scheme, a path or a fragment', () => {
    expect(withHttpScheme('https://example.org')).toBe('https://example.org');
    expect(withHttpScheme('HTTP://EXAMPLE.ORG')).toBe('HTTP://EXAMPLE.ORG');
    expect(withHttpScheme('mailto:someone@example.org')).toBe('mailto:someone@example.org');
    expect(withHttpScheme('/course/link/intro')).toBe('/course/link/intro');
    expect(withHttpScheme('#top')).toBe('#top');
  });
});

describe('page link addresses', () => {
  it('are /course/link/{slug}', () => {
    expect(internalLinkHref('intro')).toBe('/course/link/intro');
    expect(slugFromInternalLink('/course/link/intro')).toBe('intro');
    expect(slugFromInternalLink('/course/link/intro#part')).toBe('intro');
    expect(slugFromInternalLink('https://example.org/course/link/intro')).toBeUndefined();
  });
});

describe('deliveredLink', () => {
  it('sends a page link to the lesson of the current section, in the same window', () => {
    expect(deliveredLink('/course/link/intro', 'spring-2025')).toEqual({ href: '/sections/spring-2025/lesson/intro', opensNewTab: false });
  });

  it('sends a page link nowhere outside a section', () => {
    expect(deliveredLink('/course/link/intro', undefined)).toEqual({ href: '#', opensNewTab: false });
  });

  it('opens a web address in a new tab, with http:// put in front when needed', () => {
    expect(deliveredLink('www.example.org', 's')).toEqual({ href: 'http://www.example.org', opensNewTab: true });
    expect(deliveredLink('https://example.org', 's')).toEqual({ href: 'https://example.org', opensNewTab: true });
  });

  it('keeps mail links in the same window', () => {
    expect(deliveredLink('mailto:a@example.org', 's')).toEqual({ href: 'mailto:a@example.org', opensNewTab: false });
  });

  it('gives no link for an unsafe address', () => {
    expect(deliveredLink('javascript:alert(1)', 's')).toBeUndefined();
    expect(deliveredLink(' java\tscript:alert(1)', 's')).toBeUndefined();
  });
});
