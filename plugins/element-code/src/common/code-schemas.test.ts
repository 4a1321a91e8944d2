import { describe, expect, it } from 'vitest';
import { CODE_LANGUAGES } from './code-languages.js';
import { codeElementSchema } from './code-schemas.js';
import { CODE_MAX_LENGTH } from './code-limits.js';

describe('code', () => {
  it('lists the 18 spec languages', () => {
    expect(CODE_LANGUAGES).toHaveLength(18);
    expect(CODE_LANGUAGES).toContain('C#');
    expect(CODE_LANGUAGES).toContain('TypeScript');
  });

  it('accepts a code block in a listed language', () => {
    const code = { type: 'code', code: 'print(1)', language: 'Python', caption: 'Hello', children: [{ text: '' }] };
    expect(codeElementSchema.safeParse(code).success).toBe(true);
  });

  it('refuses a language spelled differently from the spec', () => {
    const result = codeElementSchema.safeParse({ type: 'code', code: 'x', language: 'python', children: [] });
    expect(result.error?.issues[0].path).toEqual(['language']);
  });
});

describe('a stored code block', () => {
  it('reads back unchanged, rich caption included', () => {
    const code = { type: 'code', id: 'c', code: 'x = 1\n\t</script>', language: 'Python', caption: [{ type: 'p', id: 'p', children: [{ text: 'Cap' }] }], children: [{ text: '' }] };
    expect(codeElementSchema.parse(code)).toEqual(code);
  });

  it('is refused past the size cap', () => {
    const result = codeElementSchema.safeParse({ type: 'code', code: 'x'.repeat(CODE_MAX_LENGTH + 1), children: [{ text: '' }] });
    expect(result.error?.issues[0].path).toEqual(['code']);
    expect(codeElementSchema.safeParse({ type: 'code', code: 'x'.repeat(CODE_MAX_LENGTH), children: [{ text: '' }] }).success).toBe(true);
  });
});
