import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { normalizeWithPlugins } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { pageLinkPlugin } from '../index.js';
import { createPageLink } from './create-page-link.js';

const p = (id: string, text = ''): Descendant => ({ type: 'p', id, children: [{ text }] });
const normalize = (doc: Descendant[]) => normalizeWithPlugins([textPlugin, pageLinkPlugin], doc);

describe('page links in normal form', () => {
  it('are made already normal: no page yet, purpose none', () => {
    let n = 0;
    const doc = [p('a'), createPageLink(() => `n${++n}`), p('b')];
    const { value, violations } = normalize(doc);
    expect(value).toBe(doc);
    expect(violations).toEqual([]);
    expect(doc[1]).toEqual({ type: 'page_link', id: 'n1', purpose: 'none', children: [{ text: '' }] });
  });

  it('lose text put inside them, keeping the page they name', () => {
    const { value, violations } = normalize([p('a'), { type: 'page_link', id: 'l', idref: 11, children: [{ text: 'stray' }, p('x', 'more')] } as Descendant, p('b')]);
    expect(value[1]).toEqual({ type: 'page_link', id: 'l', idref: 11, children: [{ text: '' }] });
    expect(violations).toEqual([]);
  });

  it('are put inside the document’s paragraphs when they start or end it', () => {
    const { value } = normalize([{ type: 'page_link', id: 'l', idref: 11, children: [{ text: '' }] } as Descendant]);
    expect(value.map((node) => (node as { type: string }).type)).toEqual(['p', 'page_link', 'p']);
  });
});
