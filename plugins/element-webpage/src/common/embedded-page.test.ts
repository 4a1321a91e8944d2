import { describe, expect, it } from 'vitest';
import { OTHER_SITE_SANDBOX, THIS_SITE_SANDBOX } from '@quire/plugin-sdk';
import { embeddedPageAddress, embeddedPageSandbox } from './embedded-page.js';

describe('embeddedPageAddress', () => {
  it('puts https:// in front of an address without a scheme', () => {
    expect(embeddedPageAddress('www.example.org/page', 'url')).toBe('https://www.example.org/page');
    expect(embeddedPageAddress(' example.org ', undefined)).toBe('https://example.org');
    expect(embeddedPageAddress('//cdn.example.org/x', 'url')).toBe('https://cdn.example.org/x');
  });

  it('keeps an address that names http or https', () => {
    expect(embeddedPageAddress('http://example.org', 'url')).toBe('http://example.org');
    expect(embeddedPageAddress('HTTPS://example.org/a?b=1', 'url')).toBe('HTTPS://example.org/a?b=1');
  });

  it('keeps media library files and paths on this site as they are', () => {
    expect(embeddedPageAddress('/media/chem/0b6e.html', 'media_library')).toBe('/media/chem/0b6e.html');
    expect(embeddedPageAddress('/media/chem/0b6e.html', 'url')).toBe('/media/chem/0b6e.html');
  });

  it('gives nothing for an empty or unsafe address', () => {
    expect(embeddedPageAddress('', 'url')).toBeUndefined();
    expect(embeddedPageAddress(undefined, 'url')).toBeUndefined();
    expect(embeddedPageAddress('javascript:alert(1)', 'url')).toBeUndefined();
    expect(embeddedPageAddress(' data:text/html,<script>x</script>', 'media_library')).toBeUndefined();
  });
});

describe('embeddedPageSandbox', () => {
  it('lets a page from another site keep its own origin', () => {
    expect(embeddedPageSandbox('https://example.org/page', 'url', 'https://quire.test')).toBe(OTHER_SITE_SANDBOX);
    expect(OTHER_SITE_SANDBOX).toContain('allow-same-origin');
  });

  it("never gives a page from this site the site's origin", () => {
    expect(embeddedPageSandbox('/media/chem/0b6e.html', 'media_library', undefined)).toBe(THIS_SITE_SANDBOX);
    expect(embeddedPageSandbox('/media/chem/0b6e.html', 'url', undefined)).toBe(THIS_SITE_SANDBOX);
    expect(embeddedPageSandbox('https://quire.test/media/chem/0b6e.html', 'url', 'https://quire.test')).toBe(THIS_SITE_SANDBOX);
    expect(THIS_SITE_SANDBOX).not.toContain('allow-same-origin');
    expect(THIS_SITE_SANDBOX).toContain('allow-scripts');
  });
});
