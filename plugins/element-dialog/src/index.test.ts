import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import dialogPlugin from './index.js';
import dialogAuthoring from './authoring/index.js';
import dialogDelivery from './delivery/index.js';

describe('element-dialog manifest', () => {
  it('contributes the model of dialog, dialog_line', () => {
    expect(dialogPlugin.id).toBe('element-dialog');
    expect(dialogPlugin.elements?.map((element) => element.kind)).toEqual(['dialog', 'dialog_line']);
  });

  it('gives each kind its structure and a schema for its fields', () => {
    for (const element of dialogPlugin.elements ?? []) {
      expect(element.structure.kind).toBe(element.kind);
      expect(element.schema).toBeDefined();
      expect(element.schema?.safeParse({ type: 'p', children: [] }).success).toBe(false);
    }
  });

  it('lists the parts it has, and they draw a dialog in the editor and for learners', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { quire: { parts: string[] } };
    expect(manifest.quire.parts).toEqual(['authoring', 'delivery']);
    expect(dialogAuthoring.elements?.dialog?.insert).toMatchObject({ label: 'Dialog', category: 'Language' });
    expect(dialogDelivery.elements?.dialog).toBeDefined();
  });
});
