import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { renderDeliveryHtml } from '@quire/plugin-sdk/testing';
import type { CoursePage, DeliveryContextValue } from '@quire/plugin-sdk/delivery';
import { pageLinkDelivery, UNKNOWN_PAGE_TEXT } from './index.js';

const parts = [{ pluginId: 'element-page-link', delivery: pageLinkDelivery }];
const COURSE_PAGES: readonly CoursePage[] = [
  { id: 11, slug: 'cells', title: 'Cells' },
  { id: 12, slug: 'tissues-and-organs', title: 'Tissues & organs' },
];
const inSection: DeliveryContextValue = { mode: 'delivery', sectionSlug: 'bio-101', coursePages: COURSE_PAGES };

function renderLink(fields: Record<string, unknown>, context: DeliveryContextValue = inSection): string {
  const content = [{ type: 'page_link', id: 'l', ...fields, children: [{ text: '' }] }] as Descendant[];
  return renderDeliveryHtml(parts, content, context);
}

describe('page links for learners', () => {
  it('lead to the page in the learner’s own section, under its current title', () => {
    expect(renderLink({ idref: 12, title: 'Tissues', purpose: 'none' })).toBe(
      '<div class="page-link page-link-none"><a class="page-link-title" href="/sections/bio-101/lesson/tissues-and-organs">Tissues &amp; organs</a></div>',
    );
  });

  it('say what they are for before the page’s title', () => {
    expect(renderLink({ idref: 11, purpose: 'learnmore' })).toBe(
      '<div class="page-link page-link-learnmore"><span class="page-link-purpose">Learn more:</span> <a class="page-link-title" href="/sections/bio-101/lesson/cells">Cells</a></div>',
    );
  });

  it('find the page of older content that names it by slug', () => {
    expect(renderLink({ idref: 'cells' })).toContain('<a class="page-link-title" href="/sections/bio-101/lesson/cells">Cells</a>');
  });

  it('show a page that no longer exists, or is not published in the section, as plain text', () => {
    const html = renderLink({ idref: 99, title: 'Organs', purpose: 'example' });
    expect(html).toBe('<div class="page-link page-link-example page-link-unavailable"><span class="page-link-purpose">Example:</span> <span class="page-link-title">Organs</span></div>');
    expect(renderLink({ idref: 99 })).toBe(`<div class="page-link page-link-unavailable"><span class="page-link-title">${UNKNOWN_PAGE_TEXT}</span></div>`);
    expect(renderLink({ idref: 'organs' })).not.toContain('<a');
  });

  it('link nowhere where the host does not say which pages the course has (the author’s preview)', () => {
    expect(renderLink({ idref: 11, title: 'Cells' }, { mode: 'preview', projectSlug: 'bio' })).toBe(
      '<div class="page-link page-link-unavailable"><span class="page-link-title">Cells</span></div>',
    );
  });

  it('keep a purpose of older content as text, never as a class', () => {
    const html = renderLink({ idref: 11, purpose: 'x" onmouseover="alert(1)' });
    expect(html).toContain('<div class="page-link">');
    expect(html).toContain('<span class="page-link-purpose">x&quot; onmouseover=&quot;alert(1):</span>');
  });
});
