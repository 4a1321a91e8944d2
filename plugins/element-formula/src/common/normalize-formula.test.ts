import { describe, expect, it } from 'vitest';
import { normalizeWithPlugins } from '@quire/plugin-sdk/testing';
import type { Descendant } from '@quire/plugin-sdk';
import textPlugin from '@quire/plugin-element-text';
import formulaPlugin from '../index.js';

const p = (id: string, ...children: Descendant[]): Descendant => ({ type: 'p', id, children: children.length > 0 ? children : [{ text: '' }] });
const formula = (id: string, fields: Record<string, unknown>): Descendant => ({ type: 'formula', id, ...fields, children: [{ text: '' }] });
const normalize = (doc: Descendant[]) => normalizeWithPlugins([textPlugin, formulaPlugin], doc);

describe('normalising formulas (in the editor, and on the server when a page is saved)', () => {
  it('stores hostile MathML inert: scripts, handlers and javascript: links are taken out', () => {
    const src = '<math onload="alert(1)"><mi href="javascript:alert(2)">x</mi><script>alert(3)</script></math>';
    const { value, violations, reports } = normalize([p('a'), formula('f', { subtype: 'mathml', src }), p('b')]);
    expect(value[1]).toEqual(formula('f', { subtype: 'mathml', src: '<math><mi>x</mi></math>' }));
    expect(violations).toEqual([]);
    expect(reports.join(' ')).toContain("Sanitised the MathML of formula 'f'");
  });

  it('sanitises inline MathML formulas too', () => {
    const inline = { type: 'formula_inline', id: 'i', subtype: 'mathml', src: '<math><mi onclick="x()">y</mi></math>', children: [{ text: '' }] };
    const { value } = normalize([p('a', { text: 'see ' }, inline, { text: '' })]);
    expect((value[0] as { children: { src?: string }[] }).children[1].src).toBe('<math><mi>y</mi></math>');
  });

  it('leaves clean MathML and any LaTeX as they are, so a normal page comes back unchanged', () => {
    const doc = [
      p('a'),
      formula('f', { subtype: 'mathml', src: '<math><msup><mi>x</mi><mn>2</mn></msup></math>' }),
      p('b'),
      formula('g', { src: '\\text{<script>}' }),
      p('c'),
    ];
    const { value, violations } = normalize(doc);
    expect(value).toBe(doc);
    expect(violations).toEqual([]);
  });
});
