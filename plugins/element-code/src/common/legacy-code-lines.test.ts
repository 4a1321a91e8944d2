import { describe, expect, it } from 'vitest';
import { normalizeWithPlugins } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import codePlugin from '../index.js';
import { CODE_MAX_LENGTH } from './code-limits.js';

const p = (id: string) => ({ type: 'p', id, children: [{ text: '' }] });
const line = (id: string, text: string) => ({ type: 'code_line', id, children: [{ text }] });

describe('a legacy code block of code lines, normalised (as a save does)', () => {
  it('keeps its lines as its code, and drops the lines', () => {
    const legacy = { type: 'code', id: 'c1', language: 'Python', children: [line('l1', 'def f():'), line('l2', '    return 1'), line('l3', '')] };
    const { value } = normalizeWithPlugins([textPlugin, codePlugin], [p('a'), legacy, p('b')] as never);
    expect((value as unknown[])[1]).toEqual({ type: 'code', id: 'c1', language: 'Python', code: 'def f():\n    return 1\n', children: [{ text: '' }] });
  });

  it('keeps a code field that is there, and leaves a block already normal as it is', () => {
    const both = { type: 'code', id: 'c1', language: 'Text', code: 'kept', children: [line('l1', 'old')] };
    const { value } = normalizeWithPlugins([textPlugin, codePlugin], [p('a'), both, p('b')] as never);
    expect((value as unknown[])[1]).toEqual({ type: 'code', id: 'c1', language: 'Text', code: 'kept', children: [{ text: '' }] });
    const normal = [p('a'), { type: 'code', id: 'c2', language: 'Text', code: 'x', children: [{ text: '' }] }, p('b')];
    const again = normalizeWithPlugins([textPlugin, codePlugin], normal as never);
    expect(again.value).toBe(normal);
    expect(again.violations).toEqual([]);
  });

  it('cuts lines past the size cap to it, saying so', () => {
    const long = { type: 'code', id: 'c1', language: 'Text', children: [line('l1', 'x'.repeat(CODE_MAX_LENGTH)), line('l2', 'y')] };
    const { value, reports } = normalizeWithPlugins([textPlugin, codePlugin], [p('a'), long, p('b')] as never);
    expect(((value as { code?: string }[])[1].code ?? '').length).toBe(CODE_MAX_LENGTH);
    expect(reports).toContain(`Cut a code block's ${CODE_MAX_LENGTH + 2} characters of code lines to ${CODE_MAX_LENGTH}`);
  });
});
