// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Element } from '@quire/plugin-sdk';
import { ImageSettingsDialog } from './image-settings-dialog.js';
import { img } from './testing/image-test-plugins.js';
import type { ImageFields } from './image-transforms.js';

afterEach(cleanup);

function open(image: Element, options: { withCaption?: boolean; aspectRatio?: number; pickImage?: (current: string | undefined) => Promise<string | undefined> } = {}) {
  const onSave = vi.fn<(fields: ImageFields) => void>();
  const onClose = vi.fn();
  const pickImage = vi.fn(options.pickImage ?? (async () => undefined));
  render(
    <ImageSettingsDialog
      image={image}
      withCaption={options.withCaption ?? true}
      aspectRatio={options.aspectRatio}
      pickImage={pickImage}
      onSave={onSave}
      onClose={onClose}
    />,
  );
  return { onSave, onClose, pickImage };
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Save' });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

describe('the image settings', () => {
  it('opens as a labelled modal dialog with the fields of the image, the focus on Alt Text', () => {
    open(img('i', { src: '/media/p/cell.png', alt: 'A cell', width: 240, caption: 'Figure 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Image Settings' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(field('Alt Text').value).toBe('A cell');
    expect(field('Width').value).toBe('240');
    expect(field('Caption').value).toBe('Figure 1');
    expect(document.activeElement).toBe(field('Alt Text'));
    expect(screen.getByRole('img', { name: 'Preview: A cell' }).getAttribute('src')).toBe('/media/p/cell.png');
  });

  it("refuses a width of 12.5 or 'abc' with a message, and accepts 240 keeping the picture's shape", () => {
    const { onSave, onClose } = open(img('i', { src: 'a.png', width: 100, height: 50 }), { aspectRatio: 0.5 });
    for (const refused of ['12.5', 'abc']) {
      type('Width', refused);
      expect(screen.getByRole('alert').textContent).toBe('Enter the width as a whole number of pixels, such as 240.');
      expect(field('Width').getAttribute('aria-invalid')).toBe('true');
      expect(save()).toHaveProperty('disabled', true);
      fireEvent.submit(save().closest('form')!);
      expect(onSave).not.toHaveBeenCalled();
    }
    type('Width', '240');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(save());
    expect(onSave).toHaveBeenCalledWith({ width: 240, height: 120 });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("clears the width when the field is left blank, so the picture shows at its own size", () => {
    const { onSave } = open(img('i', { src: 'a.png', width: 100, height: 50 }));
    type('Width', '');
    fireEvent.click(save());
    expect(onSave).toHaveBeenCalledWith({ width: undefined, height: undefined });
  });

  it('saves the alt text, and removes it when emptied', () => {
    const first = open(img('i', { src: 'a.png' }));
    type('Alt Text', '  Mitochondria under glass ');
    fireEvent.click(save());
    expect(first.onSave).toHaveBeenCalledWith({ alt: 'Mitochondria under glass' });
    cleanup();
    const second = open(img('i', { src: 'a.png', alt: 'Old' }));
    type('Alt Text', '');
    fireEvent.click(save());
    expect(second.onSave).toHaveBeenCalledWith({ alt: undefined });
  });

  it('writes only what changed, so an untouched rich caption keeps its formatting', () => {
    const rich = [{ type: 'p', id: 'c', children: [{ text: 'Rich', em: true }] }];
    const { onSave } = open(img('i', { src: 'a.png', alt: 'A', caption: rich }));
    expect(field('Caption').value).toBe('Rich');
    fireEvent.click(save());
    expect(onSave).toHaveBeenCalledWith({});
  });

  it('sets a new caption, and has no caption field for an inline image', () => {
    const { onSave } = open(img('i', { src: 'a.png' }));
    type('Caption', 'Figure 2');
    fireEvent.click(save());
    expect(onSave).toHaveBeenCalledWith({ caption: 'Figure 2' });
    cleanup();
    open(img('i', { src: 'a.png' }), { withCaption: false });
    expect(screen.queryByRole('textbox', { name: 'Caption' })).toBeNull();
  });

  it("changes the picture with 'Select Image', stepping aside while the picker is open", async () => {
    let answer: (url: string | undefined) => void = () => {};
    const { onSave, pickImage } = open(img('i', { src: '/media/p/old.png', width: 100, height: 100 }), {
      pickImage: () => new Promise((resolve) => (answer = resolve)),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Select Image' }));
    expect(pickImage).toHaveBeenCalledWith('/media/p/old.png');
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => answer('/media/p/new.png'));
    expect(screen.getByRole('img', { name: 'Preview' }).getAttribute('src')).toBe('/media/p/new.png');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Select Image' }));
    fireEvent.click(save());
    expect(onSave).toHaveBeenCalledWith({ src: '/media/p/new.png', width: 100, height: undefined });
  });

  it('keeps Save disabled until a picture is chosen', async () => {
    const { onSave } = open(img('i'), { pickImage: async () => '/media/p/a.png' });
    expect(screen.getByText('No image selected')).toBeTruthy();
    expect(save()).toHaveProperty('disabled', true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Select Image' })));
    expect(save()).toHaveProperty('disabled', false);
    fireEvent.click(save());
    expect(onSave).toHaveBeenCalledWith({ src: '/media/p/a.png', width: undefined, height: undefined });
  });

  it('closes without saving on Cancel and on Escape', () => {
    const { onSave, onClose } = open(img('i', { src: 'a.png' }));
    type('Alt Text', 'Changed');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(field('Alt Text'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the dialog', () => {
    open(img('i', { src: 'a.png' }));
    save().focus();
    fireEvent.keyDown(save(), { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Select Image' }));
  });
});
