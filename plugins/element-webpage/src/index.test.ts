import { describe, expect, it } from 'vitest';
import { normalizeWithPlugins } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { insertWebpage } from './authoring/insert-webpage.js';
import { webpagePlugin } from './index.js';

const p = (id: string) => ({ type: 'p', id, children: [{ text: '' }] });

describe('element-webpage manifest', () => {
  it('contributes the webpage kind as a void block', () => {
    expect(webpagePlugin.id).toBe('element-webpage');
    expect(webpagePlugin.elements?.map((e) => e.kind)).toEqual(['webpage']);
    expect(webpagePlugin.elements?.[0].structure).toMatchObject({ display: 'block', content: { type: 'void' } });
  });

  it('keeps the address, its source, size, alt and caption, and refuses script addresses and other sources', () => {
    const schema = webpagePlugin.elements![0].schema!;
    const page = { type: 'webpage', children: [{ text: '' }], src: 'https://example.org', srcType: 'url', alt: 'Example', width: 640, height: '480', caption: 'C' };
    expect(schema.safeParse(page).success).toBe(true);
    expect(schema.safeParse({ ...page, srcType: 'media_library' }).success).toBe(true);
    expect(schema.safeParse({ ...page, srcType: 'ftp' }).success).toBe(false);
    expect(schema.safeParse({ ...page, src: 'javascript:alert(1)' }).success).toBe(false);
  });

  it('inserts an embed that is already in normal form, from the Media group', () => {
    let n = 0;
    const doc = [p('a'), insertWebpage.create(() => `w${++n}`), p('b')];
    const { value, violations } = normalizeWithPlugins([textPlugin, webpagePlugin], doc);
    expect(value).toBe(doc);
    expect(violations).toEqual([]);
    expect(insertWebpage).toMatchObject({ label: 'Web page', category: 'Media' });
  });
});
