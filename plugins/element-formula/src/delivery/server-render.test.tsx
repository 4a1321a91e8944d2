// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { DeliveredContent, renderedOnServerAndHydrated } from '@quire/plugin-sdk/testing';
import { textDelivery } from '@quire/plugin-element-text/delivery';
import formulaDelivery from './index.js';

const parts = [
  { pluginId: 'element-text', delivery: textDelivery },
  { pluginId: 'element-formula', delivery: formulaDelivery },
];
const draw = (content: Descendant[]) => renderedOnServerAndHydrated(DeliveredContent, { parts, content });
const paragraph = (...children: Descendant[]): Descendant => ({ type: 'p', id: 'p', children });

describe('element-formula delivery views on the server', () => {
  it('draw a LaTeX block formula as KaTeX HTML with MathML, in display mode, and hydrate without a mismatch', async () => {
    const html = await draw([{ type: 'formula', id: 'f', src: 'E = mc^2', subtype: 'latex', children: [{ text: '' }] }]);
    expect(html).toContain('<div class="formula">');
    expect(html).toContain('katex-display');
    expect(html).toMatch(/<math xmlns="http:\/\/www.w3.org\/1998\/Math\/MathML" display="block">/);
    expect(html).toContain('<mi>E</mi>');
  });

  it('draw an inline formula inside its line, not in display mode', async () => {
    const html = await draw([paragraph({ text: 'Area ' }, { type: 'formula_inline', id: 'i', src: '\\pi r^2', children: [{ text: '' }] }, { text: ' m²' })]);
    expect(html).toMatch(/<p>Area <span class="formula-inline"><span class="formula-markup formula-latex"><span class="katex">/);
    expect(html).not.toContain('katex-display');
    expect(html).toContain('<mi>π</mi>');
  });

  it('draw MathML through the allow-list: no script, handler or javascript: link reaches the page', async () => {
    const src = '<math><mi href="javascript:alert(1)" onclick="alert(2)">x</mi><script>alert(3)</script><mo>+</mo><mn>1</mn></math>';
    const html = await draw([{ type: 'formula', id: 'f', src, subtype: 'mathml', children: [{ text: '' }] }]);
    expect(html).toContain('<div class="formula-markup formula-mathml"><math><mi>x</mi><mo>+</mo><mn>1</mn></math></div>');
    expect(html).not.toMatch(/script|onclick|javascript/i);
  });

  it("show KaTeX's message under a block formula whose LaTeX does not parse, never a blank", async () => {
    const html = await draw([{ type: 'formula', id: 'f', src: '\\frac{1', children: [{ text: '' }] }]);
    expect(html).toContain('katex-error');
    expect(html).toMatch(/<div class="formula-error-message">KaTeX parse error: [^<]+<\/div>/);
  });

  it("show the spec's messages for an unknown notation and for legacy math blocks", async () => {
    const html = await draw([
      { type: 'formula', id: 'f', src: 'x', subtype: 'asciimath', children: [{ text: '' }] },
      paragraph({ text: 'see ' }, { type: 'formula_inline', id: 'i', src: 'x', subtype: 'asciimath', children: [{ text: '' }] }),
      { type: 'math', id: 'm', children: [{ type: 'math_line', id: 'l', children: [{ text: 'x = 1' }] }] },
    ]);
    expect(html).toContain('<div class="formula-error">Error: Unknown formula type</div>');
    expect(html).toContain('see <span class="formula-inline"><span class="formula-error">Unknown formula type</span></span>');
    expect(html).toContain('<div class="math-not-implemented">Not implemented</div>');
    expect(html).not.toContain('x = 1');
  });
});
