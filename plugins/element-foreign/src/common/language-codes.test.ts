import { describe, expect, it } from 'vitest';
import { knownLanguageCode, languageName, languageOptions } from './language-codes.js';

describe('the languages foreign text may be in', () => {
  it("are about 180 two-letter codes, as ICU's data names them", () => {
    const options = languageOptions();
    expect(options.length).toBeGreaterThanOrEqual(150);
    expect(options.length).toBeLessThanOrEqual(200);
    for (const { code, name } of options) {
      expect(code).toMatch(/^[a-z]{2}$/);
      expect(name).not.toBe('');
    }
    expect(new Set(options.map((o) => o.code)).size).toBe(options.length);
  });

  it('hold the common languages of a course under their English names', () => {
    const names = Object.fromEntries(languageOptions().map((o) => [o.code, o.name]));
    expect(names).toMatchObject({ es: 'Spanish', fr: 'French', de: 'German', ja: 'Japanese', zh: 'Chinese', ar: 'Arabic' });
  });

  it('are sorted by name, so the picker reads alphabetically', () => {
    const names = languageOptions().map((o) => o.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    expect(names.indexOf('English')).toBeLessThan(names.indexOf('French'));
  });

  it('leave out the deprecated codes that name a language twice', () => {
    const codes = languageOptions().map((o) => o.code);
    expect(codes).toContain('he');
    expect(codes).not.toContain('iw');
    expect(codes).not.toContain('in');
  });

  it('tell a known code from anything else, forgiving case and deprecated aliases', () => {
    expect(knownLanguageCode('es')).toBe('es');
    expect(knownLanguageCode(' ES ')).toBe('es');
    expect(knownLanguageCode('iw')).toBe('he');
    for (const unknown of ['', '  ', 'xx', 'spanish', 'es-MX', '"><script>', 42, undefined, null]) expect(knownLanguageCode(unknown)).toBeUndefined();
    expect(languageName('ja')).toBe('Japanese');
    expect(languageName('xx')).toBeUndefined();
  });
});
