// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { DeliveredContent, renderedOnServerAndHydrated } from '@quire/plugin-sdk/testing';
import codeDelivery from './index.js';

const parts = [{ pluginId: 'element-code', delivery: codeDelivery }];
const block = (fields: Record<string, unknown>) => ({ parts, content: [{ type: 'code', id: 'c1', ...fields, children: [{ text: '' }] }] as Descendant[] });

/** The text of the code element in server HTML, read back as a browser would. */
function sourceIn(html: string): string {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.querySelector('#code-c1')!.textContent!;
}

describe('element-code delivery on the server', () => {
  it('draws highlighted Python with its caption and copy button, and hydrates without a mismatch', async () => {
    const html = await renderedOnServerAndHydrated(DeliveredContent, block({ code: 'def greet():\n    return "hi"\n', language: 'Python', caption: 'A greeting' }));
    expect(html).toContain('<span class="tok-keyword">def</span>');
    expect(html).toContain('<span class="tok-string">&quot;hi&quot;</span>');
    expect(html).toContain('<figcaption class="code-block-caption">A greeting</figcaption>');
    expect(html).toMatch(/<button type="button" class="code-block-copy" data-quire-copy="code-c1"[^>]*>Copy code<\/button>/);
    expect(html).toContain('role="region" aria-label="Python: A greeting"');
    expect(sourceIn(html)).toBe('def greet():\n    return "hi"\n');
  });

  it('keeps hostile and tricky text exact and inert', async () => {
    const code = '</script><script>alert(1)</script>\n<img src=x onerror=alert(1)> & &amp; \t\u00e9\u{1F680}\n\n';
    const html = await renderedOnServerAndHydrated(DeliveredContent, block({ code, language: 'HTML' }));
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(sourceIn(html)).toBe(code);
  });

  it('draws a legacy block from its code lines', async () => {
    const content = [{ type: 'code', id: 'c1', language: 'Text', children: [{ type: 'code_line', id: 'l1', children: [{ text: 'a' }] }, { type: 'code_line', id: 'l2', children: [{ text: 'b' }] }] }] as Descendant[];
    const html = await renderedOnServerAndHydrated(DeliveredContent, { parts, content });
    expect(sourceIn(html)).toBe('a\nb');
  });
});
