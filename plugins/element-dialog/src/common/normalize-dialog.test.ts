import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { normalizeWithPlugins } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { dialogPlugin } from '../index.js';
import { insertDialog } from '../authoring/index.js';

const p = (id: string, text = ''): Descendant => ({ type: 'p', id, children: [{ text }] });
const normalize = (document: Descendant[]) => normalizeWithPlugins([textPlugin, dialogPlugin], document);
const dialog = (fields: Record<string, unknown>, id = 'd'): Descendant => ({ type: 'dialog', id, ...fields, children: [{ text: '' }] }) as Descendant;
const line = (id: string | undefined, speaker: string, text: string) => ({ type: 'dialog_line', ...(id ? { id } : {}), speaker, children: [p(`${id ?? 'x'}p`, text)] });

describe('normalising dialogs', () => {
  it('leaves a whole dialog as it is (the same document comes back)', () => {
    const doc = [p('a', 'Before'), dialog({ title: 'At the market', speakers: [{ id: 's1', name: 'Ana' }], lines: [line('l1', 's1', 'Hola')] }), p('b', 'After')];
    const { value, violations } = normalize(doc);
    expect(value).toBe(doc);
    expect(violations).toEqual([]);
  });

  it('inserts a dialog already in normal form, from the Language category', () => {
    let n = 0;
    const doc = [p('a'), insertDialog.create(() => `new${++n}`), p('b')];
    const { value, violations } = normalize(doc);
    expect(value).toBe(doc);
    expect(violations).toEqual([]);
    expect(insertDialog).toMatchObject({ label: 'Dialog', category: 'Language' });
  });

  it('keeps a dialog void: content given as children goes', () => {
    const { value, violations } = normalize([p('a'), { type: 'dialog', id: 'd', children: [p('x', 'stray')] } as Descendant, p('b')]);
    expect(value[1]).toEqual({ type: 'dialog', id: 'd', children: [{ text: '' }] });
    expect(violations).toEqual([]);
  });

  it('puts a paragraph between two dialogs, so the cursor can go between them', () => {
    const { value } = normalize([p('a'), dialog({}, 'd1'), dialog({}, 'd2'), p('b')]);
    expect(value.map((node) => (node as { type: string }).type)).toEqual(['p', 'dialog', 'p', 'dialog', 'p']);
  });

  it('unwraps a dialog line found outside a dialog, keeping its text', () => {
    const { value, violations } = normalize([p('a'), line('l1', 's1', 'Stray line') as Descendant, p('b')]);
    expect(value.some((node) => (node as { type: string }).type === 'dialog_line')).toBe(false);
    expect(JSON.stringify(value)).toContain('Stray line');
    expect(violations).toEqual([]);
  });

  it('gives lines and speakers without an id, or with a duplicate one, an id of their own', () => {
    const { value, reports } = normalize([
      p('a'),
      dialog({
        speakers: [{ id: 's1', name: 'Ana' }, { id: 's1', name: 'Ana again' }, { name: 'Nameless id' }],
        lines: [line(undefined, 's1', 'Hola'), line('l2', 's1', 'Adiós'), line('l2', 's1', 'Adiós otra vez')],
      }),
      p('b'),
    ]);
    const repaired = value[1] as unknown as { speakers: { id: string; name: string }[]; lines: { id: string; speaker: string; children: unknown[] }[] };
    expect(repaired.speakers.map((s) => s.id)).toEqual(['s1', 'id1', 'id2']);
    expect(repaired.lines.map((l) => l.id)).toEqual(['id3', 'l2', 'id4']);
    // Lines keep speaking as the first speaker of that id.
    expect(repaired.lines.every((l) => l.speaker === 's1')).toBe(true);
    expect(reports).toEqual(["Repaired the speakers or lines of dialog 'd'"]);
  });

  it('gives a line with no content an empty text to type into, a speaker no name an empty one, and drops entries that are no record', () => {
    const { value } = normalize([
      p('a'),
      dialog({ speakers: [{ id: 's1' }, 'junk'], lines: [{ type: 'dialog_line', id: 'l1', speaker: 's1', children: [] }, { id: 'l2', speaker: 's1' }, 7] }),
      p('b'),
    ]);
    const repaired = value[1] as unknown as Record<string, unknown>;
    expect(repaired.speakers).toEqual([{ id: 's1', name: '' }]);
    expect(repaired.lines).toEqual([
      { type: 'dialog_line', id: 'l1', speaker: 's1', children: [{ text: '' }] },
      { type: 'dialog_line', id: 'l2', speaker: 's1', children: [{ text: '' }] },
    ]);
    // A second pass changes nothing: the rule reaches its fixed point.
    const again = normalize(value);
    expect(again.value).toBe(value);
  });

  it('keeps a line whose speaker is unknown as it is', () => {
    const doc = [p('a'), dialog({ speakers: [{ id: 's1', name: 'Ana' }], lines: [line('l1', 'deleted-speaker', 'Hola')] }), p('b')];
    expect(normalize(doc).value).toBe(doc);
  });
});
