import { describe, expect, it } from 'vitest';
import { OTHER_SITE_SANDBOX, THIS_SITE_SANDBOX, framedPageSandbox } from './framed-page-sandbox.js';

describe('framedPageSandbox', () => {
  it("gives pages from this site no share in the site's origin", () => {
    expect(framedPageSandbox('/media/chem/0b6e.html', undefined)).toBe(THIS_SITE_SANDBOX);
    expect(framedPageSandbox('https://quire.test/x.html', 'https://quire.test')).toBe(THIS_SITE_SANDBOX);
    expect(framedPageSandbox('https://example.org/x.html', 'https://quire.test')).toBe(OTHER_SITE_SANDBOX);
  });
});
