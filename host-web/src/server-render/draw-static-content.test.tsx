import { describe, expect, it } from 'vitest';
import type { PageItem } from '@quire/core';
import { DeliveryViews, useDeliveryContext, usePluginSettings, type DeliveryElementProps } from '@quire/plugin-sdk/delivery';
import { drawStaticContent } from './draw-static-content.js';

const deepFreeze = <T,>(value: T): T => {
  if (value !== null && typeof value === 'object') {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
};

/** Views that count what they draw: a paragraph (upper case when its project's setting says so), and a link that names the section it is drawn in. */
function countingViews() {
  const drawn = { paragraphs: 0 };
  const views = new DeliveryViews();
  views.add('test-elements', {
    elements: {
      p: ({ children }: DeliveryElementProps) => {
        drawn.paragraphs++;
        const { shout } = usePluginSettings('test-elements', { shout: false });
        return <p className={shout ? 'shout' : undefined}>{children}</p>;
      },
      a: ({ children }: DeliveryElementProps) => <a href={`/sections/${useDeliveryContext().sectionSlug ?? ''}/lesson/next`}>{children}</a>,
      // Names the course's first page, as a link to another page of the course would.
      h1: () => <h1>{useDeliveryContext().coursePages?.[0]?.title ?? 'no pages'}</h1>,
    },
  });
  return { views, drawn };
}

const page = (): PageItem[] => [
  { type: 'content', id: 'c1', children: [{ type: 'p', id: 'p1', children: [{ text: 'Solids keep their shape.' }] }] },
  {
    type: 'group',
    id: 'g',
    children: [{ type: 'content', id: 'c2', children: [{ type: 'p', id: 'p2', children: [{ type: 'a', id: 'a', children: [{ text: 'Next' }] }] }] }],
  } as PageItem,
  { type: 'content', id: 'c3', children: [{ type: 'youtube', id: 'y', src: 'x', children: [{ text: '' }] }] } as PageItem,
];

type Holding = { readonly children: never };
const nodesOf = (items: PageItem[], index: number) => (items[index] as unknown as Holding).children;
const nested = (items: PageItem[]) => ((items[1] as unknown as { children: PageItem[] }).children[0] as unknown as Holding).children;

describe('drawStaticContent', () => {
  it('draws static content, in groups too, with the section it is in, and leaves islands to the page', () => {
    const { views } = countingViews();
    const items = page();
    const drawn = drawStaticContent(items, views, { mode: 'delivery', sectionSlug: 'spring' });
    expect(drawn(nodesOf(items, 0))).toBe('<p>Solids keep their shape.</p>');
    expect(drawn(nested(items))).toBe('<p><a href="/sections/spring/lesson/next">Next</a></p>');
    expect(drawn(nodesOf(items, 2))).toBeUndefined();
  });

  it('draws frozen content once for every reader in the same section, and again for another section', () => {
    const { views, drawn } = countingViews();
    const items = deepFreeze(page());
    drawStaticContent(items, views, { mode: 'delivery', sectionSlug: 'spring' });
    const again = drawStaticContent(items, views, { mode: 'delivery', sectionSlug: 'spring', resourceAttemptGuid: 'another-learner' });
    expect(drawn.paragraphs).toBe(2);
    const elsewhere = drawStaticContent(items, views, { mode: 'delivery', sectionSlug: 'autumn' });
    expect(drawn.paragraphs).toBe(4);
    expect(again(nested(items))).toContain('/sections/spring/');
    expect(elsewhere(nested(items))).toContain('/sections/autumn/');
  });

  it("draws with the project's plugin settings, and again once they change", () => {
    const { views, drawn } = countingViews();
    const items = deepFreeze(page());
    const quiet = drawStaticContent(items, views, { mode: 'delivery', sectionSlug: 'spring' }, { 'test-elements': { shout: false } });
    const shouting = drawStaticContent(items, views, { mode: 'delivery', sectionSlug: 'spring' }, { 'test-elements': { shout: true } });
    drawStaticContent(items, views, { mode: 'delivery', sectionSlug: 'spring' }, { 'test-elements': { shout: true } });
    expect(drawn.paragraphs).toBe(4);
    expect(quiet(nodesOf(items, 0))).toBe('<p>Solids keep their shape.</p>');
    expect(shouting(nodesOf(items, 0))).toBe('<p class="shout">Solids keep their shape.</p>');
  });

  it("draws with the course's pages, and again once a page is published or taken out", () => {
    const { views } = countingViews();
    const items = deepFreeze([{ type: 'content', id: 'c', children: [{ type: 'h1', id: 'h', children: [{ text: '' }] }] }] as PageItem[]);
    const nodes = nodesOf(items, 0);
    const before = drawStaticContent(items, views, { mode: 'delivery', sectionSlug: 'spring', coursePages: [{ id: 1, slug: 'cells', title: 'Cells' }] });
    const after = drawStaticContent(items, views, { mode: 'delivery', sectionSlug: 'spring', coursePages: [{ id: 2, slug: 'atoms', title: 'Atoms' }] });
    expect(before(nodes)).toBe('<h1>Cells</h1>');
    expect(after(nodes)).toBe('<h1>Atoms</h1>');
  });

  it('draws content that is not frozen every time: it may have changed', () => {
    const { views, drawn } = countingViews();
    const items = page();
    drawStaticContent(items, views, { mode: 'delivery' });
    drawStaticContent(items, views, { mode: 'delivery' });
    expect(drawn.paragraphs).toBe(4);
  });
});
