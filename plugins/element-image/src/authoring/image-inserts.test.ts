import { describe, expect, it } from 'vitest';
import { normalizeWithPlugins } from '@quire/plugin-sdk/testing';
import textPlugin from '@quire/plugin-element-text';
import { imagePlugin } from '../index.js';
import { imageAuthoring } from './index.js';
import { p } from './testing/image-test-plugins.js';

const counter = () => {
  let n = 0;
  return () => `id${++n}`;
};
const commands = () => Object.values(imageAuthoring.elements ?? {}).map((e) => e.insert);

describe('the image insert commands', () => {
  it("offer 'Image' and 'Inline image' in the Media category from the limited menu up", () => {
    expect(commands().map((c) => [c?.label, c?.category, c?.level])).toEqual([
      ['Image', 'Media', 'limited'],
      ['Inline image', 'Media', 'limited'],
    ]);
  });

  it("insert an image with no source yet, which the editor shows as 'Choose image'", () => {
    const [image, inline] = commands();
    expect(image?.create(counter())).toEqual({ type: 'img', id: 'id1', children: [{ text: '' }] });
    expect(inline?.create(counter())).toEqual({ type: 'img_inline', id: 'id1', children: [{ text: '' }] });
  });

  it('create content that is already normal', () => {
    const [image, inline] = commands();
    const doc = [p('a'), image!.create(counter()), p('b', { text: 'x ' }, inline!.create(() => 'ii'), { text: ' y' })];
    const { value, violations } = normalizeWithPlugins([textPlugin, imagePlugin], doc);
    expect(value).toBe(doc);
    expect(violations).toEqual([]);
  });
});
