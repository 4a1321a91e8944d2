// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Element } from 'slate';
import { documentWith, fakePicker, img, imgInline, p, renderImageEditor } from './testing/image-test-plugins.js';

afterEach(cleanup);

const handle = () => screen.getByRole('spinbutton', { name: 'Image width' });
const imageAt = (editor: { children: unknown[] }, index = 1) => editor.children[index] as Element;

describe('an image without a picture in the editor', () => {
  it("shows a 'Choose image' button, outside the editable text, that opens the picker and sets the picture", async () => {
    const picker = fakePicker('/media/proj/cell.png');
    const editor = renderImageEditor(documentWith(img('i')), undefined, picker);
    const choose = screen.getByRole('button', { name: 'Choose image' });
    expect(choose.closest('[contenteditable="false"]')).not.toBeNull();
    await act(async () => fireEvent.click(choose));
    expect(picker.requests).toEqual([{ title: 'Select Image', mediaTypes: ['image'] }]);
    expect(imageAt(editor)).toEqual(img('i', { src: '/media/proj/cell.png' }));
    // Without alt text the picture is decorative (role presentation), so it is found by its tag.
    await waitFor(() => expect(document.querySelector('[data-slate-void] img')?.getAttribute('src')).toBe('/media/proj/cell.png'));
    expect(screen.queryByRole('button', { name: 'Choose image' })).toBeNull();
  });

  it('keeps the picture unset when the author cancels', async () => {
    const editor = renderImageEditor(documentWith(img('i')), undefined, fakePicker(undefined));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Choose image' })));
    expect(imageAt(editor)).toEqual(img('i'));
    expect(screen.getByRole('button', { name: 'Choose image' })).toBeTruthy();
  });
});

describe('an image in the editor', () => {
  const cell = () => documentWith(img('i', { src: '/media/proj/cell.png', alt: 'A plant cell', width: 200, height: 100, caption: 'Figure 1' }));

  it('shows the picture with its alt text, size and caption; no controls until it is selected', () => {
    renderImageEditor(cell(), undefined);
    const picture = screen.getByRole('img', { name: 'A plant cell' });
    expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['200', '100']);
    expect(screen.getByText('Figure 1').closest('[contenteditable="false"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Image settings' })).toBeNull();
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });

  it('shows it is selected, with a settings button and a resize handle', () => {
    renderImageEditor(cell(), [1]);
    expect(screen.getByRole('img', { name: 'A plant cell' }).style.outline).toContain('solid');
    expect(screen.getByRole('button', { name: 'Image settings' })).toBeTruthy();
    expect(handle().getAttribute('aria-valuenow')).toBe('200');
    expect(handle().getAttribute('aria-valuemin')).toBe('10');
    expect(handle().tabIndex).toBe(0);
  });

  it('saves the settings into the document and gives the focus back to the settings button', () => {
    const editor = renderImageEditor(cell(), [1]);
    fireEvent.click(screen.getByRole('button', { name: 'Image settings' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Width' }), { target: { value: '240' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Alt Text' }), { target: { value: 'A leaf cell' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(imageAt(editor)).toEqual(img('i', { src: '/media/proj/cell.png', alt: 'A leaf cell', width: 240, height: 120, caption: 'Figure 1' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Image settings' }));
  });

  it('resizes by dragging the handle, keeping the shape, with one change to the document', () => {
    const editor = renderImageEditor(cell(), [1]);
    fireEvent.pointerDown(handle(), { pointerId: 1, button: 0, clientX: 500 });
    fireEvent.pointerMove(handle(), { pointerId: 1, clientX: 540 });
    expect(screen.getByRole('img', { name: 'A plant cell' }).getAttribute('width')).toBe('240');
    expect(imageAt(editor).width).toBe(200);
    fireEvent.pointerMove(handle(), { pointerId: 1, clientX: 561.4 });
    fireEvent.pointerUp(handle(), { pointerId: 1, clientX: 561.4 });
    expect(imageAt(editor)).toMatchObject({ width: 261, height: 131 });
    expect(editor.history.undos).toHaveLength(1);
  });

  it('never resizes below 10 px wide', () => {
    const editor = renderImageEditor(cell(), [1]);
    fireEvent.pointerDown(handle(), { pointerId: 1, button: 0, clientX: 500 });
    fireEvent.pointerMove(handle(), { pointerId: 1, clientX: 100 });
    expect(screen.getByRole('img', { name: 'A plant cell' }).getAttribute('width')).toBe('10');
    fireEvent.pointerUp(handle(), { pointerId: 1, clientX: 100 });
    expect(imageAt(editor)).toMatchObject({ width: 10, height: 5 });
  });

  it('drops a cancelled drag', () => {
    const editor = renderImageEditor(cell(), [1]);
    fireEvent.pointerDown(handle(), { pointerId: 1, button: 0, clientX: 500 });
    fireEvent.pointerMove(handle(), { pointerId: 1, clientX: 600 });
    fireEvent.pointerCancel(handle(), { pointerId: 1 });
    expect(imageAt(editor).width).toBe(200);
    expect(screen.getByRole('img', { name: 'A plant cell' }).getAttribute('width')).toBe('200');
  });

  it('resizes from the keyboard, 10 px per arrow key, never below 10 px', async () => {
    const editor = renderImageEditor(documentWith(img('i', { src: 'a.png', alt: 'A', width: 30, height: 15 })), [1]);
    fireEvent.keyDown(handle(), { key: 'ArrowRight' });
    expect(imageAt(editor)).toMatchObject({ width: 40, height: 20 });
    await waitFor(() => expect(handle().getAttribute('aria-valuenow')).toBe('40'));
    for (const key of ['ArrowLeft', 'ArrowDown', 'ArrowLeft', 'ArrowLeft']) fireEvent.keyDown(handle(), { key });
    expect(imageAt(editor)).toMatchObject({ width: 10, height: 5 });
    fireEvent.keyDown(handle(), { key: 'ArrowUp' });
    expect(imageAt(editor)).toMatchObject({ width: 20, height: 10 });
  });

  it("changes the picture from its settings with 'Select Image'", async () => {
    const picker = fakePicker('/media/proj/leaf.png');
    const editor = renderImageEditor(cell(), [1], picker);
    fireEvent.click(screen.getByRole('button', { name: 'Image settings' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Select Image' })));
    expect(picker.requests).toEqual([{ title: 'Select Image', mediaTypes: ['image'], currentUrl: '/media/proj/cell.png' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(imageAt(editor)).toEqual(img('i', { src: '/media/proj/leaf.png', alt: 'A plant cell', width: 200, caption: 'Figure 1' }));
  });
});

describe('an inline image in the editor', () => {
  it('sits in the line of text, with settings that have no caption', () => {
    const editor = renderImageEditor([p('a', { text: 'Press ' }, imgInline('ii', { src: '/icons/play.svg', alt: 'Play', width: 16 }), { text: ' now.' })], [0, 1]);
    const picture = screen.getByRole('img', { name: 'Play' });
    expect(picture.closest('p, div[data-slate-node="element"]')?.textContent).toContain('Press');
    fireEvent.click(screen.getByRole('button', { name: 'Image settings' }));
    expect(screen.queryByRole('textbox', { name: 'Caption' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Alt Text' }), { target: { value: 'Play button' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((editor.children[0] as Element).children[1]).toEqual(imgInline('ii', { src: '/icons/play.svg', alt: 'Play button', width: 16 }));
  });

  it("shows 'Choose image' without a picture", () => {
    renderImageEditor([p('a', { text: 'Press ' }, imgInline('ii'), { text: ' now.' })], undefined);
    expect(screen.getByRole('button', { name: 'Choose image' }).closest('span[data-slate-node="element"]')).not.toBeNull();
  });
});
