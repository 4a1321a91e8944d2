import { describe, expect, it } from 'vitest';
import { likertColour } from './likert-colour.js';

describe('Likert level colours', () => {
  it('run from red through grey to blue', () => {
    expect([0, 1, 2, 3, 4].map((index) => likertColour(index, 5))).toEqual(['#b2182b', '#b86b74', '#bdbdbd', '#6f92b5', '#2166ac']);
  });

  it('give a single level the middle grey', () => {
    expect(likertColour(0, 1)).toBe('#bdbdbd');
  });
});
