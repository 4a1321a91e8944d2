import { describe, it, expect } from 'vitest';
import { parseRule } from './parse-rule.js';
import { parseRuleCached, RULE_CACHE_LIMIT } from './parse-rule-cached.js';
import { RuleSyntaxError } from './rule-syntax-error.js';

describe('parseRuleCached', () => {
  it('returns the same tree for the same rule text', () => {
    const rule = 'input like {cached-1}';
    const first = parseRuleCached(rule);
    expect(first).toEqual(parseRule(rule));
    expect(parseRuleCached(rule)).toBe(first);
  });

  it('evicts the least recently used rule once full', () => {
    const keep = 'input like {keep}';
    const drop = 'input like {drop}';
    const kept = parseRuleCached(keep);
    const dropped = parseRuleCached(drop);
    // Touching `keep` on every round keeps it recent while `drop` ages out.
    for (let i = 0; i < RULE_CACHE_LIMIT; i++) {
      parseRuleCached(`input = {${i}}`);
      parseRuleCached(keep);
    }
    expect(parseRuleCached(keep)).toBe(kept);
    const reparsed = parseRuleCached(drop);
    expect(reparsed).not.toBe(dropped);
    expect(reparsed).toEqual(dropped);
  });

  it('throws for malformed rules every time', () => {
    expect(() => parseRuleCached('input =')).toThrow(RuleSyntaxError);
    expect(() => parseRuleCached('input =')).toThrow(RuleSyntaxError);
  });
});
