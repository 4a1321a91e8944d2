import { describe, expect, it } from 'vitest';
import { webpageSrc } from './webpage-src.js';

describe('webpageSrc', () => {
  it('keeps http and https URLs', () => {
    expect(webpageSrc('https://example.com/page')).toBe('https://example.com/page');
    expect(webpageSrc('http://example.com')).toBe('http://example.com');
    expect(webpageSrc('HTTPS://EXAMPLE.COM')).toBe('HTTPS://EXAMPLE.COM');
  });

  it('puts https:// in front of a URL without http:// or https://', () => {
    expect(webpageSrc('example.com')).toBe('https://example.com');
    expect(webpageSrc(' www.example.com/a?b=1 ')).toBe('https://www.example.com/a?b=1');
    expect(webpageSrc('//example.com/a')).toBe('https://example.com/a');
    expect(webpageSrc('ftp://example.com')).toBe('https://ftp://example.com');
  });

  it('gives empty for empty or dangerous URLs', () => {
    expect(webpageSrc('')).toBe('');
    expect(webpageSrc('   ')).toBe('');
    expect(webpageSrc('javascript:alert(1)')).toBe('');
    expect(webpageSrc(' Java\tScript:alert(1)')).toBe('');
    expect(webpageSrc('data:text/html,<h1>x</h1>')).toBe('');
    expect(webpageSrc('vbscript:x')).toBe('');
  });
});
