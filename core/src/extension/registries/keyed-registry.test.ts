import { describe, expect, it } from 'vitest';
import { KeyedRegistry } from './keyed-registry.js';

describe('KeyedRegistry', () => {
  it('refuses a key a second plugin contributes, naming both plugins', () => {
    const registry = new KeyedRegistry<number>('Element kind');
    registry.add('table', 1, 'element-table');
    expect(() => registry.add('table', 2, 'acme-table')).toThrow(
      "Element kind 'table' is contributed by both plugin 'element-table' and plugin 'acme-table'",
    );
    expect(registry.get('table')).toBe(1);
  });

  it("adds none of a plugin's record when one of its keys is taken", () => {
    const registry = new KeyedRegistry<number>('Mark');
    registry.add('strong', 1, 'marks');
    expect(() => registry.addAll({ em: 2, strong: 3 }, 'acme-marks')).toThrow(
      "Mark 'strong' is contributed by both plugin 'marks' and plugin 'acme-marks'",
    );
    expect(registry.has('em')).toBe(false);
    registry.addAll({ em: 2, sub: 4 }, 'more-marks');
    expect([...registry]).toEqual([
      ['strong', 1],
      ['em', 2],
      ['sub', 4],
    ]);
  });
});
