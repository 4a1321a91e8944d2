import { describe, expect, it } from 'vitest';
import { CODE_LANGUAGES, codeElementSchema, eclElementSchema } from './code.js';

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

  it('accepts a run-code block with starting code', () => {
    expect(eclElementSchema.safeParse({ type: 'ecl', code: 'x = 1', children: [{ text: '' }] }).success).toBe(true);
    expect(eclElementSchema.safeParse({ type: 'ecl', code: 1, children: [] }).success).toBe(false);
  });
});
