import { describe, expect, it } from 'vitest';
import { cleanHref, isDangerousHref } from './clean-href.js';

describe('cleanHref', () => {
  it('strips surrounding whitespace and control characters and inner tabs and newlines', () => {
    expect(cleanHref('  https://example.com \n')).toBe('https://example.com');
    expect(cleanHref('\u0000\u001f https://exa\tmple.com/a\r\nb')).toBe('https://example.com/ab');
    expect(cleanHref('\u00a0\u2003example.com\ufeff')).toBe('example.com');
    expect(cleanHref('a b')).toBe('a b');
    expect(cleanHref('')).toBe('');
  });
});

describe('isDangerousHref', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '  javascript:alert(1)',
    '\u0001\u0008javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'j\ra\tv\nascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    '\u00a0javascript:alert(1)',
  ])('is true for %j', (href) => {
    expect(isDangerousHref(href)).toBe(true);
  });

  it.each(['', 'https://example.com', 'http://javascript.com', 'example.com/javascript:x', 'mailto:a@b.c', 'javascript', '#javascript:'])(
    'is false for %j',
    (href) => {
      expect(isDangerousHref(href)).toBe(false);
    },
  );
});
