import { describe, expect, it } from 'vitest';
import commandButtonPlugin from './index.js';
import commandButtonAuthoring from './authoring/index.js';
import commandButtonDelivery from './delivery/index.js';

describe('element-command-button manifest', () => {
  it('contributes command_button, whose learner view is an island', () => {
    expect(commandButtonPlugin.id).toBe('element-command-button');
    expect(commandButtonPlugin.elements?.map((element) => [element.kind, element.interactive])).toEqual([['command_button', true]]);
  });

  it('gives each kind its structure and a schema for its fields', () => {
    for (const element of commandButtonPlugin.elements ?? []) {
      expect(element.structure.kind).toBe(element.kind);
      expect(element.schema?.safeParse({ type: 'p', children: [] }).success).toBe(false);
    }
  });

  it('has an editor view and a learner view for each kind', () => {
    for (const element of commandButtonPlugin.elements ?? []) {
      expect(commandButtonAuthoring.elements?.[element.kind]?.component).toBeTypeOf('function');
      expect(commandButtonDelivery.elements?.[element.kind]).toBeTypeOf('function');
    }
  });
});
