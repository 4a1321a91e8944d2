import { describe, expect, it } from 'vitest';
import type { Element } from '@quire/plugin-sdk';
import { renderDeliveryHtml } from '@quire/plugin-sdk/testing';
import { webpageDelivery } from './index.js';

const page = (fields: Record<string, unknown>): Element => ({ type: 'webpage', id: 'w', children: [{ text: '' }], ...fields });
const render = (element: Element) => renderDeliveryHtml([{ pluginId: 'element-webpage', delivery: webpageDelivery }], [element]);

describe('an embedded web page for learners', () => {
  it('is a lazy, sandboxed frame named by its alt text, sending no referrer, with its caption', () => {
    const html = render(page({ src: 'https://example.org/sim', srcType: 'url', alt: 'Gas law simulation', width: 800, height: '600', caption: 'Try it' }));
    expect(html).toBe(
      '<figure class="webpage-embed"><iframe src="https://example.org/sim" title="Gas law simulation" width="800" height="600" loading="lazy" ' +
        'sandbox="allow-scripts allow-same-origin allow-forms allow-popups" referrerPolicy="no-referrer" style="width:800px;max-width:100%;border:0"></iframe>' +
        '<figcaption>Try it</figcaption></figure>',
    );
  });

  it('fills the width and takes the default height when they were left blank', () => {
    const html = render(page({ src: 'example.org' }));
    expect(html).toContain('src="https://example.org"');
    expect(html).toContain('height="480"');
    expect(html).not.toContain('width="');
    expect(html).toContain('style="width:100%;max-width:100%;border:0"');
    expect(html).toContain('title="Embedded web page"');
  });

  it('runs a media library page without the site origin', () => {
    const html = render(page({ src: '/media/chem/0b6e.html', srcType: 'media_library', alt: 'Lab sheet' }));
    expect(html).toContain('src="/media/chem/0b6e.html"');
    expect(html).toContain('sandbox="allow-scripts allow-forms allow-popups"');
  });

  it('shows nothing without a safe address', () => {
    expect(render(page({}))).toBe('');
    expect(render(page({ src: 'javascript:alert(1)' }))).toBe('');
  });
});
