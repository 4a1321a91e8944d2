import { describe, expect, it } from 'vitest';
import { oneLine } from './one-line.js';

describe('oneLine', () => {
  it('writes line breaks and control characters as escapes, so a caller cannot forge a log line', () => {
    const forged = 'Boom\n{"level":30,"msg":"Admin signed in"}\r\u001b[31mred\u2028';
    const line = oneLine(forged);
    expect(line).toBe('Boom\\n{"level":30,"msg":"Admin signed in"}\\r\\u001b[31mred\\u2028');
    expect(line).not.toMatch(/[\n\r\u001b\u2028]/);
  });

  it('keeps ordinary text and cuts a long one with an ellipsis', () => {
    expect(oneLine('TypeError: x is undefined')).toBe('TypeError: x is undefined');
    expect(oneLine('a'.repeat(600))).toBe(`${'a'.repeat(500)}…`);
    expect(oneLine('abcdef', 3)).toBe('abc…');
  });
});
