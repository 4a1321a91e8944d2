import { describe, expect, it } from 'vitest';
import { normalizeWithPlugins } from '@quire/plugin-sdk/testing';
import textPlugin from '@quire/plugin-element-text';
import { formulaPlugin } from '../index.js';
import { formulaAuthoring } from './index.js';
import { p } from './testing/formula-test-editor.js';

const counter = () => {
  let n = 0;
  return () => `id${++n}`;
};
const commands = () => Object.values(formulaAuthoring.elements ?? {}).flatMap((e) => (e.insert ? [e.insert] : []));

describe('the formula insert commands', () => {
  it("offer 'Formula' and 'Inline formula' in the STEM category from the limited menu up", () => {
    expect(commands().map((c) => [c.label, c.category, c.level])).toEqual([
      ['Formula', 'STEM', 'limited'],
      ['Inline formula', 'STEM', 'limited'],
    ]);
  });

  it('insert an empty LaTeX formula, block or inline, that is already normal', () => {
    const [block, inline] = commands();
    expect(block.create(counter())).toEqual({ type: 'formula', id: 'id1', subtype: 'latex', src: '', children: [{ text: '' }] });
    const doc = [p('a'), block.create(counter()), p('b', { text: 'x ' }, inline.create(() => 'ii'), { text: ' y' })];
    const { value, violations } = normalizeWithPlugins([textPlugin, formulaPlugin], doc);
    expect(value).toBe(doc);
    expect(violations).toEqual([]);
  });
});
