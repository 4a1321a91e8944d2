import { describe, expect, it, vi } from 'vitest';
import { pressKey } from '@quire/plugin-sdk/testing';
import { documentWith, fakePicker, img, imageEditor, imgInline, IMAGE_TEST_PLUGINS, p } from './testing/image-test-plugins.js';

describe('Enter on an image', () => {
  it("opens the media picker on a 'Choose image' placeholder and sets the picture", async () => {
    const picker = fakePicker('/media/proj/cell.png');
    const editor = imageEditor(documentWith(img('i')), [1], picker);
    expect(pressKey(editor, IMAGE_TEST_PLUGINS, 'enter')).toBe(true);
    await vi.waitFor(() => expect(editor.children[1]).toEqual(img('i', { src: '/media/proj/cell.png' })));
    expect(picker.requests).toHaveLength(1);
  });

  it('does the same for an inline image without a picture', async () => {
    const picker = fakePicker('/icons/play.svg');
    const editor = imageEditor([p('a', { text: 'Press ' }, imgInline('ii'), { text: '.' })], [0, 1], picker);
    expect(pressKey(editor, IMAGE_TEST_PLUGINS, 'enter')).toBe(true);
    await vi.waitFor(() => expect((editor.children[0] as { children: unknown[] }).children[1]).toEqual(imgInline('ii', { src: '/icons/play.svg' })));
  });

  it('is left to the editor on an image that has its picture, and in text', () => {
    const picker = fakePicker('/media/proj/other.png');
    const withPicture = imageEditor(documentWith(img('i', { src: '/media/proj/cell.png' })), [1], picker);
    expect(pressKey(withPicture, IMAGE_TEST_PLUGINS, 'enter')).toBe(false);
    const inText = imageEditor(documentWith(img('i')), [0], picker);
    expect(pressKey(inText, IMAGE_TEST_PLUGINS, 'enter')).toBe(false);
    expect(picker.requests).toEqual([]);
  });
});
