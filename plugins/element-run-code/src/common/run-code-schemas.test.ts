import { describe, expect, it } from 'vitest';
import { eclElementSchema } from './run-code-schemas.js';
import { createEcl } from './create-ecl.js';

describe('run code', () => {
  it('accepts a run-code block with starting code and a runner', () => {
    expect(eclElementSchema.safeParse({ type: 'ecl', code: 'x = 1', children: [{ text: '' }] }).success).toBe(true);
    expect(eclElementSchema.safeParse({ type: 'ecl', code: 'x = 1', runner: 'python', children: [{ text: '' }] }).success).toBe(true);
    expect(eclElementSchema.safeParse({ type: 'ecl', code: 1, children: [] }).success).toBe(false);
  });

  it('refuses a runner that is not a kebab-case name, and code past 64 K characters', () => {
    for (const runner of ['Python', 'java script', '../x', '', 'a'.repeat(51), 7]) {
      expect(eclElementSchema.safeParse({ type: 'ecl', runner, children: [{ text: '' }] }).success, String(runner)).toBe(false);
    }
    expect(eclElementSchema.safeParse({ type: 'ecl', code: 'x'.repeat(64 * 1024 + 1), children: [{ text: '' }] }).success).toBe(false);
  });

  it('makes new blocks that read back unchanged', () => {
    const created = createEcl(() => 'e1');
    expect(created).toEqual({ type: 'ecl', id: 'e1', runner: 'javascript', code: "console.log('Hello, world!');\n", children: [{ text: '' }] });
    expect(eclElementSchema.parse(JSON.parse(JSON.stringify(created)))).toEqual(created);
  });
});
