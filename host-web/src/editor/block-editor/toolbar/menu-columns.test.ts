import { describe, expect, it } from 'vitest';
import { menuColumns } from './menu-columns.js';

describe('menu columns', () => {
  it('spreads a dropdown of more than six entries over several columns', () => {
    expect(menuColumns(1)).toBe(1);
    expect(menuColumns(6)).toBe(1);
    expect(menuColumns(7)).toBe(2);
    expect(menuColumns(12)).toBe(2);
    expect(menuColumns(13)).toBe(3);
    expect(menuColumns(40)).toBe(3);
  });
});
