import { describe, expect, it } from 'vitest';
import { normalizeWithPlugins } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { insertIframe } from './authoring/insert-iframe.js';
import { iframePlugin } from './index.js';

const p = (id: string) => ({ type: 'p', id, children: [{ text: '' }] });

describe('element-iframe manifest', () => {
  it('contributes the iframe kind as a void block spaced from its neighbours', () => {
    expect(iframePlugin.id).toBe('element-iframe');
    expect(iframePlugin.elements?.map((e) => e.kind)).toEqual(['iframe']);
    expect(iframePlugin.elements?.[0].structure).toMatchObject({ display: 'block', content: { type: 'void' }, spacedBlock: true });
  });

  it('keeps the address, size and caption, and refuses script addresses', () => {
    const schema = iframePlugin.elements![0].schema!;
    const frame = { type: 'iframe', children: [{ text: '' }], src: 'https://example.org', width: 640, height: 480, caption: 'C' };
    expect(schema.safeParse(frame).success).toBe(true);
    expect(schema.safeParse({ ...frame, src: 'javascript:alert(1)' }).success).toBe(false);
  });

  it('inserts a frame that is already in normal form, from the Media group', () => {
    let n = 0;
    const doc = [p('a'), insertIframe.create(() => `f${++n}`), p('b')];
    const { value, violations } = normalizeWithPlugins([textPlugin, iframePlugin], doc);
    expect(value).toBe(doc);
    expect(violations).toEqual([]);
    expect(insertIframe).toMatchObject({ label: 'Iframe', category: 'Media' });
  });
});
