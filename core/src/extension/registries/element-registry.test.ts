import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { ElementContribution } from '../points/element.js';
import { ElementRegistry } from './element-registry.js';

function textBlock(kind: string, defaultTextBlock: boolean): ElementContribution {
  return { kind, structure: { kind, display: 'block', content: { type: 'inline' }, defaultTextBlock } };
}

describe('ElementRegistry', () => {
  it('knows the default text block and refuses a second one, naming both plugins', () => {
    const registry = new ElementRegistry();
    expect(registry.defaultTextBlock()).toBeUndefined();
    registry.add('title', textBlock('title', false), 'element-text');
    registry.add('para', textBlock('para', true), 'element-text');
    expect(registry.defaultTextBlock()).toBe('para');
    expect(() => registry.add('note', textBlock('note', true), 'acme-notes')).toThrow(
      "The default text block is contributed by both plugin 'element-text' ('para') and plugin 'acme-notes' ('note')",
    );
    expect(registry.has('note')).toBe(false);
  });
});
