import { describe, expect, it } from 'vitest';
import { proficiencyLevel } from './proficiency.js';

describe('proficiency levels', () => {
  it('needs three first attempts before it places a learner', () => {
    expect(proficiencyLevel(0, 0)).toBe('Not enough data');
    expect(proficiencyLevel(2, 2)).toBe('Not enough data');
    expect(proficiencyLevel(3, 3)).toBe('High');
  });

  it('is Low below 40 %, Medium from 40 % to 80 %, High above 80 %', () => {
    expect(proficiencyLevel(39, 100)).toBe('Low');
    expect(proficiencyLevel(2, 5)).toBe('Medium');
    expect(proficiencyLevel(4, 5)).toBe('Medium');
    expect(proficiencyLevel(81, 100)).toBe('High');
  });
});
