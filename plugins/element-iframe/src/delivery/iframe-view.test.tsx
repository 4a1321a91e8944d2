import { describe, expect, it } from 'vitest';
import type { Element } from '@quire/plugin-sdk';
import { renderDeliveryHtml } from '@quire/plugin-sdk/testing';
import { iframeDelivery } from './index.js';

const frame = (fields: Record<string, unknown>): Element => ({ type: 'iframe', id: 'f', children: [{ text: '' }], ...fields });
const render = (element: Element) => renderDeliveryHtml([{ pluginId: 'element-iframe', delivery: iframeDelivery }], [element]);

describe('an iframe for learners', () => {
  it('is a lazy, sandboxed frame titled by its caption, sending no referrer', () => {
    expect(render(frame({ src: 'https://example.org/map', width: '640', height: 360, caption: 'Where the samples came from' }))).toBe(
      '<figure class="iframe-embed"><iframe src="https://example.org/map" title="Where the samples came from" width="640" height="360" loading="lazy" ' +
        'sandbox="allow-scripts allow-same-origin allow-forms allow-popups" referrerPolicy="no-referrer" style="width:640px;max-width:100%;border:0"></iframe>' +
        '<figcaption>Where the samples came from</figcaption></figure>',
    );
  });

  it('has a title without a caption, fills the width and takes the default height', () => {
    const html = render(frame({ src: 'example.org' }));
    expect(html).toContain('src="https://example.org"');
    expect(html).toContain('title="Embedded content"');
    expect(html).toContain('height="480"');
    expect(html).not.toContain('<figcaption');
  });

  it("keeps a page of this site out of the site's origin", () => {
    expect(render(frame({ src: '/media/chem/0b6e.html' }))).toContain('sandbox="allow-scripts allow-forms allow-popups"');
  });

  it('shows nothing without a safe address', () => {
    expect(render(frame({ src: 'javascript:alert(1)' }))).toBe('');
    expect(render(frame({}))).toBe('');
  });
});
