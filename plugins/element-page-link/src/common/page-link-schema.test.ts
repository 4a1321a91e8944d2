import { describe, expect, it } from 'vitest';
import { pageLinkElementSchema } from './page-link-schema.js';

describe('page link schema', () => {
  it('accepts a page link by id or slug', () => {
    expect(pageLinkElementSchema.safeParse({ type: 'page_link', idref: 12, purpose: 'learnmore', children: [{ text: '' }] }).success).toBe(true);
    expect(pageLinkElementSchema.safeParse({ type: 'page_link', idref: 'intro-page', children: [{ text: '' }] }).success).toBe(true);
    expect(pageLinkElementSchema.safeParse({ type: 'page_link', idref: true, children: [{ text: '' }] }).success).toBe(false);
  });
});
