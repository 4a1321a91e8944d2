import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { externalHref } from './external-href.js';

describe('externalHref', () => {
  it('keeps hrefs that have a scheme', () => {
    expect(externalHref('http://example.com')).toBe('http://example.com');
    expect(externalHref('https://example.com/a?b#c')).toBe('https://example.com/a?b#c');
    expect(externalHref('HTTPS://EXAMPLE.COM')).toBe('HTTPS://EXAMPLE.COM');
    expect(externalHref('mailto:someone@example.com')).toBe('mailto:someone@example.com');
    expect(externalHref('tel:+15551234')).toBe('tel:+15551234');
    expect(externalHref('ftp://files.example.com/x')).toBe('ftp://files.example.com/x');
    expect(externalHref('git+ssh://host/repo')).toBe('git+ssh://host/repo');
  });

  it('keeps protocol-relative hrefs', () => {
    expect(externalHref('//cdn.example.com/a')).toBe('//cdn.example.com/a');
  });

  it('puts http:// in front of anything else', () => {
    expect(externalHref('example.com')).toBe('http://example.com');
    expect(externalHref('www.example.com/page?q=1')).toBe('http://www.example.com/page?q=1');
    expect(externalHref('example.com:8080/x')).toBe('http://example.com:8080/x');
    expect(externalHref('localhost:3000/x')).toBe('http://localhost:3000/x');
    expect(externalHref('1http://x')).toBe('http://1http://x');
  });

  it('trims whitespace and keeps empty as empty', () => {
    expect(externalHref('  example.com \n')).toBe('http://example.com');
    expect(externalHref('')).toBe('');
    expect(externalHref('  \t ')).toBe('');
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    '\u0000javascript:alert(1)',
    '\u001fjavascript:alert(1)',
    'java\tscript:alert(1)',
    'jav\r\nascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'VbScript:msgbox(1)',
  ])('returns # for the dangerous %j', (href) => {
    expect(externalHref(href)).toBe('#');
  });

  it('never lets a dangerous scheme through', () => {
    const noise = fc.constantFrom('', ' ', '\t', '\n', '\r', '\u0000', '\u0001', '\u001f', '\u00a0');
    fc.assert(
      fc.property(
        fc.constantFrom('javascript', 'data', 'vbscript'),
        fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
        fc.array(noise, { maxLength: 3 }),
        fc.string(),
        (scheme, upper, lead, rest) => {
          const cased = Array.from(scheme, (ch, i) => (upper[i] ? ch.toUpperCase() : ch)).join('');
          const out = externalHref(`${lead.join('')}${cased}:${rest}`);
          expect(out).toBe('#');
        },
      ),
    );
  });

  it('always gives empty, #, or a link that is not dangerous', () => {
    fc.assert(
      fc.property(fc.string(), (href) => {
        const out = externalHref(href);
        expect(/^(?:javascript|data|vbscript):/i.test(out.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020\s]+/, ''))).toBe(false);
      }),
    );
  });
});
