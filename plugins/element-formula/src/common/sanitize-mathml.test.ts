import { describe, expect, it } from 'vitest';
import { sanitizeMathml } from './sanitize-mathml.js';

describe('sanitizeMathml', () => {
  it('keeps a MathML formula as it is', () => {
    const source = '<math display="block"><mfrac><mi>a</mi><mn>2</mn></mfrac><mo stretchy="false">&lt;</mo><msqrt><mi>x</mi></msqrt></math>';
    expect(sanitizeMathml(source)).toBe(source);
  });

  it('drops scripts with their text, event handlers, styles and foreign markup', () => {
    const clean = sanitizeMathml(
      '<math onload="alert(1)"><mi style="color:red" onclick="alert(2)">x</mi><script>alert(3)</script><img src=x onerror="alert(4)"><foreignObject><b>y</b></foreignObject></math>',
    );
    expect(clean).toBe('<math><mi>x</mi>y</math>');
  });

  it('keeps http and https links and drops javascript:, data: and protocol-relative ones', () => {
    expect(sanitizeMathml('<math><mi href="https://example.org/x">x</mi></math>')).toBe('<math><mi href="https://example.org/x">x</mi></math>');
    for (const href of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/']) {
      expect(sanitizeMathml(`<math><mi href="${href}">x</mi></math>`)).toBe('<math><mi>x</mi></math>');
    }
  });

  it('reads XML-style empty elements and lower-cases attribute names', () => {
    expect(sanitizeMathml('<math><mspace width="1em"/><mi MathVariant="bold">x</mi></math>')).toBe('<math><mspace width="1em"></mspace><mi mathvariant="bold">x</mi></math>');
  });

  it('gives the same text when applied again', () => {
    const hostile = '<math><annotation-xml encoding="text/html"><a href="javascript:x">a</a></annotation-xml><mo>&amp;&nbsp;&lt;</mo><mtext>"q"</mtext></math>';
    const once = sanitizeMathml(hostile);
    expect(once).not.toContain('javascript');
    expect(sanitizeMathml(once)).toBe(once);
  });
});
