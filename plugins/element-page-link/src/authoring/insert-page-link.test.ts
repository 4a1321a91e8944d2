import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { normalizeWithPlugins } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { pageLinkPlugin } from '../index.js';
import { insertPageLink } from './insert-page-link.js';

describe('the Page link insert command', () => {
  it('puts in a page link that is already normal, with fresh ids', () => {
    let n = 0;
    const p = (id: string): Descendant => ({ type: 'p', id, children: [{ text: '' }] });
    const doc = [p('a'), insertPageLink.create(() => `n${++n}`), p('b')];
    const { value, violations } = normalizeWithPlugins([textPlugin, pageLinkPlugin], doc);
    expect(value).toBe(doc);
    expect(violations).toEqual([]);
    expect((doc[1] as { id: string }).id).toBe('n1');
  });
});
