import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { elementSchema } from './elements/element-schema.js';
import { TEST_ELEMENT_SCHEMAS } from './testing/test-element-schemas.js';
import { UnknownFieldStripper } from './unknown-field-stripper.js';

const stripper = new UnknownFieldStripper({ schemas: TEST_ELEMENT_SCHEMAS });
const p = (text: string) => ({ type: 'p', id: 'p1', children: [{ text }] });
const contentItem = (children: unknown[]) => ({ type: 'content', id: 'c1', children });

/** `{"a":{"a":…}}` nested `depth` levels, built without recursion. */
function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

describe('UnknownFieldStripper', () => {
  it('gives back the very same page when every field is declared', () => {
    const page = {
      model: [
        contentItem([p('Hello'), { type: 'img', id: 'i', src: '/a.png', alt: 'A', width: 10, caption: [p('cap')], children: [{ text: '' }] }]),
        { type: 'group', id: 'g', purpose: 'none', layout: 'deck', children: [{ type: 'activity-reference', id: 'r', activity_id: 4 }] },
      ],
      bibrefs: [1, 'b'],
    };
    expect(stripper.page(page)).toBe(page);
  });

  it('removes an unknown page-level field however deep it goes, without walking into it', () => {
    const page = { model: [contentItem([p('Kept')])], x: nested(100_000) };
    expect(stripper.page(page)).toEqual({ model: [contentItem([p('Kept')])] });
  });

  it('removes unknown fields of items, elements and text leaves at every depth, keeping the rest', () => {
    const deepList = { type: 'ul', id: 'u', children: [{ type: 'li', id: 'l', junk: nested(3), children: [{ ...p('deep'), children: [{ text: 'deep', strong: true, cursor: { at: 1 } }] }] }] };
    const page = {
      model: [
        {
          type: 'group',
          id: 'g',
          purpose: 'none',
          note: 'x',
          children: [{ type: 'survey', id: 's', extra: [1], children: [contentItem([deepList])] }],
        },
      ],
    };
    expect(stripper.page(page)).toEqual({
      model: [
        {
          type: 'group',
          id: 'g',
          purpose: 'none',
          children: [
            { type: 'survey', id: 's', children: [contentItem([{ type: 'ul', id: 'u', children: [{ type: 'li', id: 'l', children: [{ ...p('deep'), children: [{ text: 'deep', strong: true }] }] }] }])] },
          ],
        },
      ],
    });
    // The input is left as it was.
    expect(page.model[0].note).toBe('x');
  });

  it('removes unknown fields of the records and rich content an element holds in its fields', () => {
    const video = {
      type: 'video',
      id: 'v',
      src: [{ url: '/v.mp4', contenttype: 'video/mp4', tracking: nested(5) }],
      captions: [{ src: '/c.vtt', label: 'English', extra: true }],
      children: [{ text: '' }],
    };
    const dialog = {
      type: 'dialog',
      id: 'd',
      speakers: [{ id: 's1', name: 'Ana', age: 3 }],
      lines: [{ type: 'dialog_line', id: 'l1', speaker: 's1', mood: 'x', children: [{ ...p('Hola'), bold: 'yes' }] }],
      children: [{ text: '' }],
    };
    const figure = { type: 'figure', id: 'f', title: [{ ...p('Title'), style: 'x' }], children: [p('body')] };
    expect(stripper.nodes([video, dialog, figure])).toEqual([
      { type: 'video', id: 'v', src: [{ url: '/v.mp4', contenttype: 'video/mp4' }], captions: [{ src: '/c.vtt', label: 'English' }], children: [{ text: '' }] },
      { type: 'dialog', id: 'd', speakers: [{ id: 's1', name: 'Ana' }], lines: [{ type: 'dialog_line', id: 'l1', speaker: 's1', children: [p('Hola')] }], children: [{ text: '' }] },
      { type: 'figure', id: 'f', title: [p('Title')], children: [p('body')] },
    ]);
  });

  it('keeps fields declared as free-form, and elements of a kind with no schema, as they are', () => {
    const reference = { type: 'activity-reference', id: 'r', activity_id: 4, custom: { any: { thing: [1] } } };
    const input = { type: 'input_ref', id: 'in', options: [{ anything: true }], children: [{ text: '' }] };
    const unknownKind = { type: 'marquee', id: 'm', speed: 3, children: [{ text: 'x', glow: 1 }] };
    const page = { model: [reference, contentItem([{ type: 'p', id: 'p', children: [{ text: '' }, input, { text: '' }] }, unknownKind])] };
    expect(stripper.page(page)).toBe(page);
  });

  it('keeps every field each kind declares', () => {
    for (const [kind, schema] of TEST_ELEMENT_SCHEMAS) {
      const declared = Object.keys((schema as z.ZodObject).shape);
      const element: Record<string, unknown> = { extra: 1 };
      for (const key of declared) element[key] = key === 'type' ? kind : key === 'children' ? [{ text: '' }] : 'value';
      expect(Object.keys(stripper.nodes([element])[0]).sort(), kind).toEqual(declared.sort());
    }
  });

  it('keeps the marks of loaded mark plugins set to a boolean, and drops other text keys', () => {
    const withHighlight = new UnknownFieldStripper({ schemas: TEST_ELEMENT_SCHEMAS, marks: ['strong', 'highlight'] });
    expect(withHighlight.nodes([{ text: 'a', strong: true, highlight: false, em: true, glow: { deep: 1 }, highlightColor: 'red' }])).toEqual([
      { text: 'a', strong: true, highlight: false },
    ]);
    expect(stripper.nodes([{ text: 'a', strong: 'yes' }])).toEqual([{ text: 'a' }]);
  });

  it("follows a plugin kind's schema: its fields are kept, a loose schema keeps the others too", () => {
    const chart = elementSchema('chart', { series: z.array(z.object({ value: z.number() })) });
    const loose = z.looseObject({ type: z.literal('note'), children: z.array(z.unknown()) });
    const plugins = new UnknownFieldStripper({ schemas: new Map<string, z.ZodType>([...TEST_ELEMENT_SCHEMAS, ['chart', chart], ['note', loose]]) });
    expect(plugins.nodes([{ type: 'chart', series: [{ value: 1, label: 'x' }], colour: 'red', children: [] }])).toEqual([
      { type: 'chart', series: [{ value: 1 }], children: [] },
    ]);
    const note = { type: 'note', colour: 'red', children: [] };
    expect(plugins.nodes([note])[0]).toBe(note);
  });

  it('drops a `__proto__` field sent as data, and keeps one as data where fields are free-form', () => {
    const parsed = JSON.parse('{"model":[{"type":"activity-reference","id":"r","activity_id":1,"__proto__":{"x":1},"custom":{"__proto__":{"y":2}}}]}');
    const stripped = stripper.page(parsed) as { model: Record<string, unknown>[] };
    expect(Object.keys(stripped.model[0])).toEqual(['type', 'id', 'activity_id', 'custom']);
    expect(Object.getPrototypeOf(stripped.model[0])).toBe(Object.prototype);
    expect(Object.getOwnPropertyNames(stripped.model[0].custom)).toEqual(['__proto__']);
  });

  it("strips a selection's logic by the union option each condition belongs to", () => {
    const expression = { fact: 'tags', operator: 'contains', value: [1] };
    const clause = { operator: 'all', children: [{ ...expression, note: 'x' }, { operator: 'any', children: [expression], extra: 1 }] };
    const selection = { type: 'selection', id: 's', count: 1, logic: { conditions: clause, extra: 1 } };
    expect(stripper.page({ model: [selection] })).toEqual({
      model: [{ type: 'selection', id: 's', count: 1, logic: { conditions: { operator: 'all', children: [expression, { operator: 'any', children: [expression] }] } } }],
    });
  });
});
