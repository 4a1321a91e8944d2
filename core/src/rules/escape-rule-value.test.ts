import { describe, it, expect } from 'vitest';
import { escapeRuleValue } from './escape-rule-value.js';

describe('escapeRuleValue', () => {
  it('escapes backslashes and braces only', () => {
    expect(escapeRuleValue('a}b')).toBe('a\\}b');
    expect(escapeRuleValue('a\\')).toBe('a\\\\');
    expect(escapeRuleValue('{x}')).toBe('\\{x\\}');
    expect(escapeRuleValue('\\d+')).toBe('\\\\d+');
    expect(escapeRuleValue('( ) & | ! # [ ]')).toBe('( ) & | ! # [ ]');
  });
});
