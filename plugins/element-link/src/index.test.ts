import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { normalizeWithPlugins } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { linkPlugin } from './index.js';

const paragraphWith = (...children: Descendant[]): Descendant => ({ type: 'p', id: 'p', children });

describe('element-link manifest', () => {
  it('contributes the inline a element', () => {
    expect(linkPlugin.id).toBe('element-link');
    expect(linkPlugin.elements?.map((e) => e.kind)).toEqual(['a']);
    expect(linkPlugin.elements?.[0].structure).toMatchObject({ display: 'inline', content: { type: 'inline' } });
  });

  it('validates links with the core schema: an href is required and must be safe', () => {
    const schema = linkPlugin.elements?.[0].schema;
    expect(schema?.safeParse({ type: 'a', id: 'l', href: 'https://example.org', linkType: 'url', children: [{ text: 'x' }] }).success).toBe(true);
    expect(schema?.safeParse({ type: 'a', id: 'l', children: [{ text: 'x' }] }).success).toBe(false);
    expect(schema?.safeParse({ type: 'a', id: 'l', href: 'javascript:alert(1)', children: [{ text: 'x' }] }).success).toBe(false);
  });

  it('keeps a link in a paragraph as it is and removes an empty one', () => {
    const link: Descendant = { type: 'a', id: 'l', href: '/course/link/intro', linkType: 'page', children: [{ text: 'Intro' }] };
    const doc = [paragraphWith({ text: 'See ' }, link, { text: '.' })];
    const kept = normalizeWithPlugins([textPlugin, linkPlugin], doc);
    expect(kept.value).toBe(doc);
    expect(kept.violations).toEqual([]);
    const emptied = normalizeWithPlugins([textPlugin, linkPlugin], [paragraphWith({ text: 'a' }, { ...link, children: [{ text: '' }] }, { text: 'b' })]);
    expect(emptied.value).toEqual([paragraphWith({ text: 'ab' })]);
  });

  it('is frozen, so no host can change it', () => {
    expect(Object.isFrozen(linkPlugin)).toBe(true);
  });
});
