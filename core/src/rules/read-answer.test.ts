import { describe, it, expect } from 'vitest';
import { readAnswer } from './read-answer.js';
import { RuleEvaluationError } from './rule-evaluation-error.js';

describe('readAnswer', () => {
  it('reads a single answer for input and length(input)', () => {
    expect(readAnswer({ kind: 'input' }, 'abc')).toBe('abc');
    expect(readAnswer({ kind: 'inputLength' }, 'abc')).toBe('abc');
  });

  it('reads one entry of a multi-input answer for input_ref_<id>', () => {
    expect(readAnswer({ kind: 'inputRef', id: 'b' }, { a: '1', b: '2' })).toBe('2');
    expect(readAnswer({ kind: 'inputRef', id: 'b' }, { b: '' })).toBe('');
  });

  it('refuses the wrong input shape', () => {
    expect(() => readAnswer({ kind: 'input' }, { a: '1' })).toThrow(RuleEvaluationError);
    expect(() => readAnswer({ kind: 'inputLength' }, { a: '1' })).toThrow(RuleEvaluationError);
    expect(() => readAnswer({ kind: 'inputRef', id: 'a' }, 'text')).toThrow(RuleEvaluationError);
  });

  it('names a missing id, and ignores inherited properties', () => {
    expect(() => readAnswer({ kind: 'inputRef', id: 'zz' }, { a: '1' })).toThrow(/"zz"/);
    expect(() => readAnswer({ kind: 'inputRef', id: 'constructor' }, {})).toThrow(RuleEvaluationError);
  });

  it('has no answer text for attemptNumber', () => {
    expect(() => readAnswer({ kind: 'attemptNumber' }, 'x')).toThrow(RuleEvaluationError);
  });
});
