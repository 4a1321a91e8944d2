import { describe, expect, it } from 'vitest';
import { MAX_LANG_LENGTH, foreignElementSchema } from './foreign-schema.js';

describe('foreign schema', () => {
  it('reads back saved foreign text unchanged, with a language, an empty one (the project default) or none', () => {
    for (const lang of ['es', '', undefined]) {
      const element = { type: 'foreign', id: 'f', ...(lang === undefined ? {} : { lang }), children: [{ text: 'bonjour' }] };
      expect(foreignElementSchema.parse(JSON.parse(JSON.stringify(element)))).toEqual(element);
    }
  });

  it('keeps a legacy code it does not know, since only the views judge it', () => {
    expect(foreignElementSchema.safeParse({ type: 'foreign', lang: 'xx', children: [{ text: 'x' }] }).success).toBe(true);
  });

  it('refuses a language that is not text, and an over-long one with a message saying why', () => {
    expect(foreignElementSchema.safeParse({ type: 'foreign', lang: 7, children: [] }).success).toBe(false);
    const result = foreignElementSchema.safeParse({ type: 'foreign', lang: 'x'.repeat(MAX_LANG_LENGTH + 1), children: [{ text: 'x' }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('A language code may be at most 35 characters long.');
  });
});
