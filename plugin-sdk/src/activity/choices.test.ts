import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { evaluateRule } from '@quire/core';
import { CATCH_ALL_RULE, choiceOrderRule, choiceSetRule, createChoice, parseChoiceInput, singleChoiceRule } from './choices.js';

const matches = (rule: string, input: string) => evaluateRule(rule, input, { attemptNumber: 1 });
const ids = ['a', 'b', 'c'];

describe('choice rules', () => {
  it('a single-choice rule matches that id only, not an id containing it', () => {
    expect(matches(singleChoiceRule('a'), 'a')).toBe(true);
    expect(matches(singleChoiceRule('a'), 'ab')).toBe(false);
    expect(matches(singleChoiceRule('a'), 'b')).toBe(false);
  });

  it('a set rule matches exactly that set, in any order', () => {
    const rule = choiceSetRule(['a', 'c'], ids);
    expect(matches(rule, 'a c')).toBe(true);
    expect(matches(rule, 'c a')).toBe(true);
    expect(matches(rule, 'a')).toBe(false);
    expect(matches(rule, 'a b c')).toBe(false);
  });

  it('an order rule matches that order only', () => {
    expect(matches(choiceOrderRule(['b', 'a', 'c']), 'b a c')).toBe(true);
    expect(matches(choiceOrderRule(['b', 'a', 'c']), 'a b c')).toBe(false);
  });

  it('the catch-all matches any answer, even an empty one', () => {
    expect(matches(CATCH_ALL_RULE, '')).toBe(true);
    expect(matches(CATCH_ALL_RULE, 'x y')).toBe(true);
  });

  it('ids with regular-expression and rule characters are matched literally', () => {
    const idArb = fc.stringMatching(/^[A-Za-z0-9_.*+?()|{}\\[\]$^-]{1,8}$/);
    fc.assert(
      fc.property(fc.uniqueArray(idArb, { minLength: 2, maxLength: 5 }), (choiceIds) => {
        const [first, ...rest] = choiceIds;
        expect(matches(singleChoiceRule(first), first)).toBe(true);
        expect(matches(singleChoiceRule(first), rest[0])).toBe(false);
        expect(matches(choiceSetRule([first], choiceIds), first)).toBe(true);
        expect(matches(choiceSetRule([first], choiceIds), choiceIds.join(' '))).toBe(false);
        expect(matches(choiceOrderRule(choiceIds), choiceIds.join(' '))).toBe(true);
      }),
    );
  });
});

describe('parseChoiceInput', () => {
  it('reads a set in authored order and an order as given', () => {
    expect(parseChoiceInput('c a', 'multiple', ids)).toEqual({ ids: ['a', 'c'] });
    expect(parseChoiceInput('c a b', 'order', ids)).toEqual({ ids: ['c', 'a', 'b'] });
    expect(parseChoiceInput('b', 'single', ids)).toEqual({ ids: ['b'] });
  });

  it('answers an error for unknown, repeated, missing or non-text answers', () => {
    expect(parseChoiceInput('z', 'single', ids)).toEqual({ error: "The answer names no choice 'z'" });
    expect(parseChoiceInput('a a', 'multiple', ids)).toHaveProperty('error');
    expect(parseChoiceInput('a b', 'single', ids)).toHaveProperty('error');
    expect(parseChoiceInput('a b', 'order', ids)).toHaveProperty('error');
    expect(parseChoiceInput({ x: 'a' }, 'single', ids)).toHaveProperty('error');
  });
});

describe('createChoice', () => {
  it('makes a choice holding the text, for the editor to put in its default text block, or nothing', () => {
    let n = 0;
    expect(createChoice('Paris', () => `id${n++}`)).toEqual({ id: 'id0', content: [{ text: 'Paris' }] });
    expect(createChoice('', () => `id${n++}`)).toEqual({ id: 'id1', content: [] });
  });
});
