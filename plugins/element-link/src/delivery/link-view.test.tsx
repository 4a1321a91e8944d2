import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { renderDeliveryHtml } from '@quire/plugin-sdk/testing';
import type { DeliveryContextValue } from '@quire/plugin-sdk/delivery';
import { textDelivery } from '@quire/plugin-element-text/delivery';
import { linkDelivery } from './index.js';

const parts = [
  { pluginId: 'element-text', delivery: textDelivery },
  { pluginId: 'element-link', delivery: linkDelivery },
];

function renderLink(href: string, context?: DeliveryContextValue): string {
  const doc: Descendant[] = [{ type: 'p', id: 'p', children: [{ text: 'See ' }, { type: 'a', id: 'l', href, children: [{ text: 'this' }] }, { text: '.' }] }];
  return renderDeliveryHtml(parts, doc, context);
}

describe('links for learners', () => {
  it('lead from a course page link to the lesson of the current section, in the same window', () => {
    expect(renderLink('/course/link/cells', { mode: 'delivery', sectionSlug: 'bio-101' })).toBe('<p>See <a href="/sections/bio-101/lesson/cells">this</a>.</p>');
  });

  it('lead nowhere outside a section', () => {
    expect(renderLink('/course/link/cells', { mode: 'preview' })).toBe('<p>See <a href="#">this</a>.</p>');
  });

  it('open a web address in a new tab, with http:// put in front when missing', () => {
    expect(renderLink('www.example.org', { mode: 'delivery', sectionSlug: 's' })).toBe(
      '<p>See <a href="http://www.example.org" target="_blank" rel="noopener noreferrer">this</a>.</p>',
    );
  });

  it('show only the text for an unsafe address', () => {
    expect(renderLink('javascript:alert(1)')).toBe('<p>See this.</p>');
  });
});
