import { describe, expect, it } from 'vitest';
import { isSafeUrl } from './safe-url.js';

describe('isSafeUrl', () => {
  it('accepts ordinary, relative and empty URLs', () => {
    for (const url of ['https://example.org/a?b=1', 'http://x.y', '/course/link/intro', '#', 'mailto:a@b.c', 'media/x.png', '']) {
      expect(isSafeUrl(url)).toBe(true);
    }
  });

  it('refuses script and data schemes whatever the case', () => {
    for (const url of ['javascript:alert(1)', 'JavaScript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,<script>', 'DATA:image/png;base64,AAAA']) {
      expect(isSafeUrl(url)).toBe(false);
    }
  });

  it('sees through the whitespace and control characters browsers ignore', () => {
    expect(isSafeUrl('  javascript:alert(1)')).toBe(false);
    expect(isSafeUrl('\u0000\u001f javascript:alert(1)')).toBe(false);
    expect(isSafeUrl('java\tscr\nipt:alert(1)')).toBe(false);
  });

  it('does not refuse a safe URL that merely mentions a scheme', () => {
    expect(isSafeUrl('https://example.org/?next=javascript:alert(1)')).toBe(true);
  });
});
