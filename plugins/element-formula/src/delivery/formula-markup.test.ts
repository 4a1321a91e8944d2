import { describe, expect, it } from 'vitest';
import { formulaMarkup } from './formula-markup.js';

describe('formulaMarkup', () => {
  it('draws LaTeX with KaTeX as HTML with MathML for screen readers', () => {
    const markup = formulaMarkup('\\frac{a}{b}', 'latex', false);
    expect(markup.kind).toBe('formula');
    if (markup.kind !== 'formula') return;
    expect(markup.html).toContain('class="katex"');
    expect(markup.html).toContain('<math');
    expect(markup.html).toContain('<mfrac>');
    expect(markup.html).not.toContain('katex-display');
    expect(markup.error).toBeUndefined();
  });

  it('reads a formula without a subtype as LaTeX, and draws a block one in display mode', () => {
    const markup = formulaMarkup('x^2', undefined, true);
    expect(markup.kind === 'formula' && markup.html).toContain('katex-display');
  });

  it("gives KaTeX's message for LaTeX that does not parse, and still draws the source", () => {
    const markup = formulaMarkup('\\frac{a', 'latex', true);
    expect(markup.kind).toBe('formula');
    if (markup.kind !== 'formula') return;
    expect(markup.error).toMatch(/^KaTeX parse error: /);
    expect(markup.html).toContain('katex-error');
    expect(markup.html).toContain('\\frac{a');
  });

  it('keeps LaTeX text inert: markup in it is escaped, and \\href needs trust it does not get', () => {
    const markup = formulaMarkup('\\text{<script>alert(1)</script>} \\href{javascript:alert(1)}{x}', 'latex', false);
    const html = markup.kind === 'formula' ? markup.html : '';
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/href="javascript/i);
  });

  it('sanitises MathML on the way to the page', () => {
    const markup = formulaMarkup('<math><mi href="javascript:alert(1)" onclick="x()">x</mi><script>alert(1)</script></math>', 'mathml', false);
    expect(markup).toEqual({ kind: 'formula', html: '<math><mi>x</mi></math>' });
  });

  it('refuses a notation it does not know', () => {
    expect(formulaMarkup('x', 'asciimath', true)).toEqual({ kind: 'unknown-subtype' });
  });
});
