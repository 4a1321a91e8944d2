import { describe, expect, it } from 'vitest';
import { normalizeWithPlugins } from '@quire/plugin-sdk/testing';
import textPlugin from '@quire/plugin-element-text';
import { imagePlugin } from './index.js';

const element = (kind: string) => imagePlugin.elements?.find((e) => e.kind === kind);
const p = (id: string, ...children: unknown[]) => ({ type: 'p', id, children: children.length ? children : [{ text: '' }] });

describe('element-image manifest', () => {
  it('contributes the block image and the inline image', () => {
    expect(imagePlugin.id).toBe('element-image');
    expect(imagePlugin.elements?.map((e) => e.kind)).toEqual(['img', 'img_inline']);
  });

  it('makes img a void block kept apart from its neighbours, and img_inline a void inline', () => {
    expect(element('img')?.structure).toMatchObject({ display: 'block', content: { type: 'void' }, spacedBlock: true });
    expect(element('img_inline')?.structure).toMatchObject({ display: 'inline', content: { type: 'void' } });
  });

  it('accepts an image without a source and refuses an unsafe one', () => {
    for (const kind of ['img', 'img_inline']) {
      const schema = element(kind)?.schema;
      const children = [{ text: '' }];
      expect(schema?.safeParse({ type: kind, children }).success).toBe(true);
      expect(schema?.safeParse({ type: kind, children, src: '/media/p/a.png', alt: 'A', width: 240, height: 120, caption: 'C' }).success).toBe(true);
      expect(schema?.safeParse({ type: kind, children, src: 'javascript:alert(1)' }).success).toBe(false);
      expect(schema?.safeParse({ type: kind, children, width: -1 }).success).toBe(false);
    }
  });

  it('puts a paragraph between two adjacent images', () => {
    const img = (id: string) => ({ type: 'img', id, src: 'a.png', children: [{ text: '' }] });
    const { value, violations } = normalizeWithPlugins([textPlugin, imagePlugin], [p('a'), img('i1'), img('i2'), p('b')] as never);
    expect(value.map((n) => (n as { type: string }).type)).toEqual(['p', 'img', 'p', 'img', 'p']);
    expect(violations).toEqual([]);
  });

  it('keeps an inline image inside its line of text', () => {
    const doc = [p('a', { text: 'See ' }, { type: 'img_inline', id: 'ii', src: 'a.png', children: [{ text: '' }] }, { text: ' here' })];
    const { value, violations } = normalizeWithPlugins([textPlugin, imagePlugin], doc as never);
    expect(value).toEqual(doc);
    expect(violations).toEqual([]);
  });
});
