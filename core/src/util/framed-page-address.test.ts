import { describe, expect, it } from 'vitest';
import { framedPageAddress } from './framed-page-address.js';

describe('framedPageAddress', () => {
  it('puts https:// in front of an address without a scheme', () => {
    expect(framedPageAddress('example.org/map')).toBe('https://example.org/map');
    expect(framedPageAddress(' example.org ')).toBe('https://example.org');
    expect(framedPageAddress('//cdn.example.org/x')).toBe('https://cdn.example.org/x');
  });

  it('keeps an address that names http or https', () => {
    expect(framedPageAddress('http://example.org')).toBe('http://example.org');
    expect(framedPageAddress('HTTPS://example.org/a?b=1')).toBe('HTTPS://example.org/a?b=1');
  });

  it('keeps a path on this site', () => {
    expect(framedPageAddress('/media/chem/0b6e.html')).toBe('/media/chem/0b6e.html');
  });

  it('gives nothing for an empty address or one that would run script', () => {
    expect(framedPageAddress(undefined)).toBeUndefined();
    expect(framedPageAddress('  ')).toBeUndefined();
    expect(framedPageAddress('javascript:alert(1)')).toBeUndefined();
    expect(framedPageAddress(' java\tscript:alert(1)')).toBeUndefined();
    expect(framedPageAddress('vbscript:x')).toBeUndefined();
    expect(framedPageAddress('data:text/html,<script>x</script>')).toBeUndefined();
  });
});
