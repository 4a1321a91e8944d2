import { describe, expect, it } from 'vitest';
import { OTHER_SITE_SANDBOX, THIS_SITE_SANDBOX, framedAddress, framedAddressSandbox } from './framed-address.js';

describe('framedAddress', () => {
  it('puts https:// in front of an address without a scheme and keeps http(s) addresses', () => {
    expect(framedAddress('example.org/map')).toBe('https://example.org/map');
    expect(framedAddress('http://example.org')).toBe('http://example.org');
  });

  it('keeps a path on this site', () => {
    expect(framedAddress('/media/chem/0b6e.html')).toBe('/media/chem/0b6e.html');
  });

  it('gives nothing for an empty or unsafe address', () => {
    expect(framedAddress(undefined)).toBeUndefined();
    expect(framedAddress('  ')).toBeUndefined();
    expect(framedAddress('vbscript:x')).toBeUndefined();
  });
});

describe('framedAddressSandbox', () => {
  it("gives pages from this site no share in the site's origin", () => {
    expect(framedAddressSandbox('/media/chem/0b6e.html', undefined)).toBe(THIS_SITE_SANDBOX);
    expect(framedAddressSandbox('https://quire.test/x.html', 'https://quire.test')).toBe(THIS_SITE_SANDBOX);
    expect(framedAddressSandbox('https://example.org/x.html', 'https://quire.test')).toBe(OTHER_SITE_SANDBOX);
  });
});
