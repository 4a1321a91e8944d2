import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonMemberText as memberOfBytes } from './json-text.js';

const jsonMemberText = (text: string, path: string[]) => memberOfBytes(Buffer.from(text), text, path);

describe('jsonMemberText', () => {
  it('finds a nested member as written', () => {
    const text = '{ "update" : {"title":"A \\"quoted\\" {title}", "content" :\n {"model": [1, {"a": "]}"}]} }, "x": [] }';
    expect(jsonMemberText(text, ['update', 'content'])).toBe('{"model": [1, {"a": "]}"}]}');
    expect(jsonMemberText(text, ['update', 'title'])).toBe('"A \\"quoted\\" {title}"');
    expect(jsonMemberText(text, ['x'])).toBe('[]');
  });

  it('takes the last of repeated keys, as JSON.parse does', () => {
    const text = '{"update":{"content":{"a":1},"content":{"b":2}}}';
    expect(jsonMemberText(text, ['update', 'content'])).toBe('{"b":2}');
  });

  it('gives up where a key is written with an escape or the path leaves objects', () => {
    expect(jsonMemberText('{"update":{"content":{"a":1},"cont\\u0065nt":{"b":2}}}', ['update', 'content'])).toBeUndefined();
    expect(jsonMemberText('{"update":[{"content":1}]}', ['update', 'content'])).toBeUndefined();
    expect(jsonMemberText('{"update":{}}', ['update', 'content'])).toBeUndefined();
    expect(jsonMemberText('[]', ['update'])).toBeUndefined();
  });

  it('reads text beyond ASCII', () => {
    const text = '{"update":{"title":"Café ☕","content":{"text":"naïve \\"😀\\""}}}';
    expect(jsonMemberText(text, ['update', 'content'])).toBe('{"text":"naïve \\"😀\\""}');
  });

  it('gives text that parses to the value JSON.parse found there', () => {
    const key = fc.constantFrom('content', 'update', 'title', 'a', 'x"y', 'back\\slash', '', 'contént');
    const members = fc.array(fc.tuple(key, fc.jsonValue({ stringUnit: 'binary' })), { maxLength: 5 });
    fc.assert(
      fc.property(members, members, fc.constantFrom(undefined, 1, '\t'), (outer, inner, indent) => {
        const innerText = `{${inner.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v, null, indent)}`).join(' , ')}}`;
        const text = `{${[...outer.map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`), `"update" :${innerText}`].join(',\n')}}`;
        const parsed = JSON.parse(text) as { update: Record<string, unknown> };
        const found = jsonMemberText(text, ['update', 'content']);
        if (Object.hasOwn(parsed.update, 'content') && ![...outer, ...inner].some(([k]) => k.includes('\\') || k.includes('"'))) {
          expect(found).toBeDefined();
        }
        if (found !== undefined) expect(JSON.parse(found)).toEqual(parsed.update.content);
      }),
      { numRuns: 500 },
    );
  });
});
