import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { normalizeWithPlugins } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { insertAudio } from './authoring/index.js';
import { audioPlugin } from './index.js';

const paragraph = (id: string, text: string): Descendant => ({ type: 'p', id, children: [{ text }] });
const audio = (id: string, fields: Record<string, unknown> = {}): Descendant => ({ type: 'audio', id, children: [{ text: '' }], ...fields }) as Descendant;

describe('element-audio manifest', () => {
  it('contributes the audio clip as a void block', () => {
    expect(audioPlugin.id).toBe('element-audio');
    expect(audioPlugin.elements?.map((e) => e.kind)).toEqual(['audio']);
    expect(audioPlugin.elements?.[0].structure).toMatchObject({ display: 'block', content: { type: 'void' } });
  });

  it("validates clips with core's schema: a safe address, alternative text and a caption", () => {
    const schema = audioPlugin.elements?.[0].schema;
    expect(schema?.safeParse(audio('a', { src: '/media/p/song.mp3', alt: 'Bird song', caption: 'At dawn' })).success).toBe(true);
    expect(schema?.safeParse(audio('a')).success).toBe(true);
    expect(schema?.safeParse(audio('a', { src: 'javascript:alert(1)' })).success).toBe(false);
  });

  it('inserts a clip still to choose, in normal form, from the Media category', () => {
    expect(insertAudio).toMatchObject({ label: 'Audio', category: 'Media' });
    const doc = [paragraph('a', 'Before'), insertAudio.create(() => 'new1'), paragraph('b', 'After')];
    expect(doc[1]).toEqual(audio('new1'));
    const { value, violations } = normalizeWithPlugins([textPlugin, audioPlugin], doc);
    expect(value).toBe(doc);
    expect(violations).toEqual([]);
  });

  it('keeps a paragraph between two clips, so the cursor can go between them', () => {
    const { value } = normalizeWithPlugins([textPlugin, audioPlugin], [paragraph('a', ''), audio('x'), audio('y'), paragraph('b', '')]);
    expect(value.map((node) => (node as { type: string }).type)).toEqual(['p', 'audio', 'p', 'audio', 'p']);
  });
});
