import { describe, expect, it } from 'vitest';
import { Transforms } from 'slate';
import { testEditorServices } from '@quire/plugin-sdk/testing';
import { chooseImage } from './choose-image.js';
import { documentWith, fakePicker, img, imageEditor, p } from './testing/image-test-plugins.js';

describe('choosing the picture of an image', () => {
  it("asks the media picker for an image under the title 'Select Image' and sets the source", async () => {
    const picker = fakePicker('/media/proj/cell.png');
    const editor = imageEditor(documentWith(img('i')), [1], { pickMedia: picker.pickMedia });
    await chooseImage(editor, testEditorServices(editor), [1]);
    expect(picker.requests).toEqual([{ title: 'Select Image', mediaTypes: ['image'] }]);
    expect(editor.children[1]).toEqual(img('i', { src: '/media/proj/cell.png' }));
  });

  it('shows the picker the current picture, keeps the width and drops the old shape', async () => {
    const picker = fakePicker('https://example.org/wide.png');
    const editor = imageEditor(documentWith(img('i', { src: '/media/proj/old.png', alt: 'Old', width: 240, height: 240 })), [1], picker);
    await chooseImage(editor, testEditorServices(editor), [1]);
    expect(picker.requests).toEqual([{ title: 'Select Image', mediaTypes: ['image'], currentUrl: '/media/proj/old.png' }]);
    expect(editor.children[1]).toEqual(img('i', { src: 'https://example.org/wide.png', alt: 'Old', width: 240 }));
  });

  it('changes nothing when the author cancels, or picks an address that may not reach a src', async () => {
    for (const url of [undefined, 'javascript:alert(1)', '  ']) {
      const editor = imageEditor(documentWith(img('i')), [1], fakePicker(url));
      await chooseImage(editor, testEditorServices(editor), [1]);
      expect(editor.children[1]).toEqual(img('i'));
    }
  });

  it('follows the image when the document changes while the picker is open', async () => {
    let answer: (url: string) => void = () => {};
    const editor = imageEditor(documentWith(img('i')), [1], {
      pickMedia: () => new Promise((resolve) => (answer = (url) => resolve({ url, source: 'url' }))),
    });
    const choosing = chooseImage(editor, testEditorServices(editor), [1]);
    Transforms.insertNodes(editor, p('new', { text: 'Inserted first' }), { at: [0] });
    answer('https://example.org/a.png');
    await choosing;
    expect(editor.children[2]).toEqual(img('i', { src: 'https://example.org/a.png' }));
  });

  it('does nothing when the image was deleted meanwhile', async () => {
    let answer: (url: string) => void = () => {};
    const editor = imageEditor(documentWith(img('i')), [1], {
      pickMedia: () => new Promise((resolve) => (answer = (url) => resolve({ url, source: 'url' }))),
    });
    const choosing = chooseImage(editor, testEditorServices(editor), [1]);
    Transforms.removeNodes(editor, { at: [1] });
    answer('https://example.org/a.png');
    await choosing;
    expect(editor.children.map((n) => (n as { id?: string }).id)).toEqual(['before', 'after']);
  });
});
