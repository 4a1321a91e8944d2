import { describe, expect, it } from 'vitest';
import { MARKS, isMarkName } from '@quire/plugin-sdk';
import { marksPlugin } from './index.js';

const byName = new Map(marksPlugin.marks?.map((m) => [m.name, m]));

describe('marks manifest', () => {
  it('contributes exactly the 14 marks of the spec, each once', () => {
    expect(marksPlugin.id).toBe('marks');
    expect(marksPlugin.marks?.map((m) => m.name).sort()).toEqual([...MARKS].sort());
    expect(marksPlugin.marks?.every((m) => isMarkName(m.name))).toBe(true);
    expect(marksPlugin.elements).toBeUndefined();
  });

  it('makes bold, italic and code the toolbar buttons, in that order, and puts the rest in More', () => {
    expect(marksPlugin.marks?.filter((m) => m.primary).map((m) => m.label)).toEqual(['Bold', 'Italic', 'Code']);
    expect(marksPlugin.marks?.slice(0, 3).map((m) => m.name)).toEqual(['strong', 'em', 'code']);
    expect(marksPlugin.marks?.filter((m) => !m.primary)).toHaveLength(11);
  });

  it('gives the spec hotkeys to bold, italic and code only', () => {
    expect(marksPlugin.marks?.filter((m) => m.hotkey).map((m) => [m.name, m.hotkey])).toEqual([
      ['strong', 'mod+b'],
      ['em', 'mod+i'],
      ['code', 'mod+;'],
    ]);
  });

  it('labels every mark for the toolbar', () => {
    expect(byName.get('mark')?.label).toBe('Highlight');
    expect(byName.get('sub')?.label).toBe('Subscript');
    expect(byName.get('doublesub')?.label).toBe('Double subscript');
    const labels = marksPlugin.marks?.map((m) => m.label) ?? [];
    expect(new Set(labels).size).toBe(14);
    expect(labels.every((l) => l.trim().length > 0)).toBe(true);
  });
});
