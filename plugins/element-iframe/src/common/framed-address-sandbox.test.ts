import { describe, expect, it } from 'vitest';
import { OTHER_SITE_SANDBOX, THIS_SITE_SANDBOX, framedAddressSandbox } from './framed-address-sandbox.js';

describe('framedAddressSandbox', () => {
  it("gives pages from this site no share in the site's origin", () => {
    expect(framedAddressSandbox('/media/chem/0b6e.html', undefined)).toBe(THIS_SITE_SANDBOX);
    expect(framedAddressSandbox('https://quire.test/x.html', 'https://quire.test')).toBe(THIS_SITE_SANDBOX);
    expect(framedAddressSandbox('https://example.org/x.html', 'https://quire.test')).toBe(OTHER_SITE_SANDBOX);
  });
});
