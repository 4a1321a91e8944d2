import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TEST_CONTENT_SLOTS, TEST_ELEMENT_SCHEMAS } from './testing/test-element-schemas.js';
import { validateContent as validateWith, validatePageModel as validatePageWith, type ValidateContentOptions } from './validate-content.js';

const testKinds: ValidateContentOptions = { schemas: TEST_ELEMENT_SCHEMAS, slots: TEST_CONTENT_SLOTS };
const validateContent = (nodes: unknown[], options?: Partial<ValidateContentOptions>) => validateWith(nodes, { ...testKinds, ...options });
const validatePageModel = (model: unknown) => validatePageWith(model, testKinds);

const p = (text: string) => ({ type: 'p', children: [{ text }] });
const img = (src: string) => ({ type: 'img', src, children: [{ text: '' }] });

describe('validateContent', () => {
  it('accepts valid nested content', () => {
    const doc = [
      { type: 'h1', children: [{ text: 'Title', strong: true }] },
      { type: 'ul', style: 'disc', children: [{ type: 'li', children: [p('one')] }] },
      { type: 'dl', children: [{ type: 'dt', children: [{ text: 'term' }] }, { type: 'dd', children: [{ text: 'meaning' }] }] },
      img('/media/a.png'),
    ];
    expect(validateContent(doc)).toEqual({ ok: true });
  });

  it('reports the path of the first bad node at depth 3', () => {
    const doc = [
      p('intro'),
      {
        type: 'ul',
        children: [
          { type: 'li', children: [p('fine')] },
          { type: 'li', children: [p('fine'), img('javascript:alert(1)'), img('javascript:alert(2)')] },
        ],
      },
    ];
    expect(validateContent(doc)).toEqual({
      ok: false,
      path: [1, 1, 1],
      kind: 'img',
      message: "Invalid 'img' at [1, 1, 1]: src: Unsafe URL",
    });
  });

  it("reports an unknown kind as 'Content element is invalid'", () => {
    const result = validateContent([p('a'), { type: 'p', children: [{ type: 'marquee', children: [] }] }]);
    expect(result).toMatchObject({ ok: false, path: [1, 0], kind: 'marquee' });
    if (!result.ok) expect(result.message).toBe("Content element is invalid: unknown kind 'marquee' at [1, 0]");
  });

  it('keeps an unknown kind unchecked when told to, and checks the known kinds around it', () => {
    const opaque = { type: 'marquee', speed: { any: 'thing' }, children: [img('javascript:alert(1)')] };
    const options = { unknownKinds: 'keep' } as const;
    expect(validateContent([p('a'), { type: 'blockquote', children: [opaque] }], options)).toEqual({ ok: true });
    expect(validateContent([opaque, img('javascript:alert(2)')], options)).toMatchObject({ ok: false, path: [1], kind: 'img' });
  });

  it('parses a bare element of a schema not made by elementSchema', () => {
    const schemas = new Map<string, z.ZodType>([['note', z.object({ type: z.literal('note'), id: z.literal('n1'), children: z.array(z.unknown()) })]]);
    expect(validateContent([{ type: 'note', id: 'n2', children: [] }], { schemas })).toMatchObject({ ok: false, kind: 'note' });
    expect(validateContent([{ type: 'note', id: 'n1', children: [] }], { schemas })).toEqual({ ok: true });
  });

  it('reports bad text leaves, non-nodes and missing children', () => {
    expect(validateContent([{ type: 'p', children: [{ text: 'a', em: 'yes' }] }])).toMatchObject({
      ok: false,
      path: [0, 0],
      message: 'Invalid text at [0, 0]: em: Invalid input: expected boolean, received string',
    });
    expect(validateContent([p('a'), 'loose text'])).toMatchObject({ ok: false, path: [1] });
    expect(validateContent([{ type: 'p' }])).toMatchObject({ ok: false, path: [0], kind: 'p' });
  });

  it('reports a wrong enum with the field and the allowed values', () => {
    const result = validateContent([{ type: 'ul', style: 'zigzag', children: [] }]);
    expect(result.ok || result.message).toBe(`Invalid 'ul' at [0]: style: Invalid option: expected one of "none"|"disc"|"circle"|"square"`);
  });

  it('checks rich content held in fields, naming the field', () => {
    const caption = [p('see '), { type: 'p', children: [{ type: 'a', href: 'javascript:alert(1)', children: [{ text: 'x' }] }] }];
    const result = validateContent([p('a'), { ...img('/a.png'), caption }]);
    expect(result).toEqual({
      ok: false,
      path: [1],
      kind: 'a',
      field: 'caption[1, 0]',
      message: "Invalid 'a' at [1].caption[1, 0]: href: Unsafe URL",
    });
    const definition = {
      type: 'definition',
      meanings: [{ type: 'meaning', children: [p('ok')] }, { type: 'meaning', children: [p('ok'), { type: 'blink', children: [] }] }],
      children: [{ text: '' }],
    };
    expect(validateContent([definition])).toMatchObject({ ok: false, path: [0], field: 'meanings[1, 1]', kind: 'blink' });
  });

  it('uses the schemas it is given, so plugin kinds validate', () => {
    const schemas = new Map(TEST_ELEMENT_SCHEMAS).set('chart', z.looseObject({ type: z.literal('chart'), children: z.array(z.unknown()) }));
    expect(validateContent([{ type: 'chart', children: [] }], { schemas })).toEqual({ ok: true });
    expect(validateContent([{ type: 'chart', children: [] }]).ok).toBe(false);
  });

  it('refuses content nested deeper than the limit instead of overflowing the stack', () => {
    let node: unknown = { text: 'deep' };
    for (let i = 0; i < 5000; i++) node = { type: 'blockquote', children: [node] };
    expect(validateContent([node])).toMatchObject({ ok: false, message: expect.stringContaining('nested too deeply') });
  });

  it('validates a 2,000-block page quickly', () => {
    const blocks = Array.from({ length: 2000 }, (_, i) =>
      i % 4 === 0
        ? { type: 'ul', children: [{ type: 'li', children: [p(`item ${i}`)] }] }
        : i % 4 === 1
          ? img(`/media/${i}.png`)
          : { type: 'p', id: `b${i}`, children: [{ text: 'plain ' }, { text: 'bold', strong: true }, { type: 'a', href: '/x', children: [{ text: 'l' }] }] },
    );
    validateContent(blocks);
    const start = performance.now();
    expect(validateContent(blocks)).toEqual({ ok: true });
    expect(performance.now() - start).toBeLessThan(500);
  });
});

describe('validatePageModel', () => {
  const content = (children: unknown[]) => ({ type: 'content', id: 'c', children });

  it('accepts a page with nested items', () => {
    const page = {
      model: [
        content([p('hello')]),
        { type: 'group', id: 'g', purpose: 'quiz', layout: 'deck', children: [content([p('q')]), { type: 'activity-reference', id: 'r', activity_id: 7 }] },
        { type: 'break', id: 'b' },
        { type: 'selection', id: 's', count: 2, logic: { conditions: { fact: 'tags', operator: 'contains', value: [3] } } },
      ],
      bibrefs: [4],
    };
    expect(validatePageModel(page)).toEqual({ ok: true });
  });

  it('reports bad content inside a group with the full path', () => {
    const page = { model: [content([p('a')]), { type: 'group', id: 'g', purpose: 'none', children: [content([p('b'), img('data:text/html,x')])] }] };
    expect(validatePageModel(page)).toMatchObject({ ok: false, path: [1, 0, 1], kind: 'img', message: "Invalid 'img' at [1, 0, 1]: src: Unsafe URL" });
  });

  it('reports an item with a wrong field, an unknown type and a missing model', () => {
    expect(validatePageModel({ model: [{ type: 'group', id: 'g', purpose: 'homework', children: [] }] })).toMatchObject({ ok: false, path: [0], kind: 'group' });
    expect(validatePageModel({ model: [{ type: 'poll', id: 'x' }] })).toMatchObject({ ok: false, path: [0], message: "Unknown page item type 'poll' at [0]" });
    expect(validatePageModel({})).toMatchObject({ ok: false, path: [] });
  });

  it('applies the nesting rules', () => {
    const nestedQuiz = { model: [{ type: 'group', id: 'g', purpose: 'none', children: [{ type: 'group', id: 'h', purpose: 'quiz', children: [] }] }] };
    expect(validatePageModel(nestedQuiz)).toMatchObject({ ok: false, path: [0, 0], message: "Invalid 'group' item at [0, 0]: A group inside a group must have purpose 'none'" });
    const survey = { type: 'survey', id: 's', children: [] };
    expect(validatePageModel({ model: [{ ...survey, children: [survey] }] })).toMatchObject({ ok: false, path: [0, 0] });
    const report = { type: 'report', id: 'r', activityId: 1, children: [content([])] };
    expect(validatePageModel({ model: [report] })).toMatchObject({ ok: false, path: [0, 0] });
    const alternatives = { type: 'alternatives', id: 'a', strategy: 'select_all', alternatives_id: 1, children: [content([])] };
    expect(validatePageModel({ model: [alternatives] })).toMatchObject({ ok: false, path: [0, 0] });
  });
});
