import { describe, expect, it } from 'vitest';
import { pageLinkElementSchema } from './page-link-schema.js';

const link = (fields: Record<string, unknown>) => ({ type: 'page_link', id: 'l', ...fields, children: [{ text: '' }] });
const firstMessage = (fields: Record<string, unknown>) => pageLinkElementSchema.safeParse(link(fields)).error?.issues[0]?.message;

describe('page link schema', () => {
  it('reads a page link back as it was stored, by id or by slug', () => {
    for (const stored of [link({ idref: 12, purpose: 'learnmore', title: 'Tissues' }), link({ idref: 'intro-page' }), link({})]) {
      expect(pageLinkElementSchema.parse(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
    }
  });

  it('refuses a page reference that names no page, with a message that says so', () => {
    expect(pageLinkElementSchema.safeParse(link({ idref: true })).success).toBe(false);
    expect(firstMessage({ idref: 0 })).toBe('A page link names a page by its id');
    expect(firstMessage({ idref: 1.5 })).toBeDefined();
    expect(firstMessage({ idref: '   ' })).toBe('A page link names a page by its slug');
  });

  it('bounds what it keeps', () => {
    expect(firstMessage({ idref: 'x'.repeat(201) })).toBe('A page slug has at most 200 characters');
    expect(firstMessage({ title: 'x'.repeat(301) })).toBe('A page title has at most 300 characters');
    expect(firstMessage({ purpose: 'x'.repeat(65) })).toBe('A page link purpose has at most 64 characters');
  });
});
