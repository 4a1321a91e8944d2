import { describe, expect, it } from 'vitest';
import commandButtonPlugin from './index.js';

describe('element-command-button manifest', () => {
  it('contributes the model of command_button', () => {
    expect(commandButtonPlugin.id).toBe('element-command-button');
    expect(commandButtonPlugin.elements?.map((element) => element.kind)).toEqual(['command_button']);
  });

  it('gives each kind its structure and a schema for its fields', () => {
    for (const element of commandButtonPlugin.elements ?? []) {
      expect(element.structure.kind).toBe(element.kind);
      expect(element.schema).toBeDefined();
      expect(element.schema?.safeParse({ type: 'p', children: [] }).success).toBe(false);
    }
  });
});
