import { describe, expect, it } from 'vitest';
import { eclCodeKey } from './ecl-code-key.js';
import { runOutputOf } from './run-results.js';

describe('what a run gave back', () => {
  it('reads a runner’s object and a string result, as the spec allows both', () => {
    expect(runOutputOf({ result: { stdout: 'a\n', stderr: 'b\n', error: 'Error: c' } })).toEqual({ stdout: 'a\n', stderr: 'b\n', error: 'Error: c' });
    expect(runOutputOf({ result: { stdout: 'a\n', stderr: '' } })).toEqual({ stdout: 'a\n', stderr: '' });
    expect(runOutputOf({ result: 'text' })).toEqual({ stdout: 'text', stderr: '' });
  });

  it('shows anything else as an error rather than nothing', () => {
    for (const answer of [undefined, null, 'x', {}, { result: 3 }, { result: null }]) {
      expect(runOutputOf(answer)).toEqual({ stdout: '', stderr: '', error: 'The server sent back no result.' });
    }
    expect(runOutputOf({ result: { stdout: 1, stderr: ['x'], error: '' } })).toEqual({ stdout: '', stderr: '' });
  });

  it('keeps each block’s code under its own key', () => {
    expect(eclCodeKey('run-1')).toBe('ecl:run-1');
  });
});
