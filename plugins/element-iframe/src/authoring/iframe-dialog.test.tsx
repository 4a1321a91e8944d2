// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { PIXEL_SIZE_MESSAGE } from '@quire/plugin-sdk';
import type { IframeElement } from '../common/iframe-schema.js';
import { IframeDialog } from './iframe-dialog.js';

afterEach(cleanup);

function open(element: IframeElement = { type: 'iframe', id: 'f', children: [{ text: '' }] }) {
  const onSave = vi.fn();
  render(<IframeDialog element={element} onSave={onSave} onCancel={() => {}} />);
  const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
  return { onSave, field, ok: screen.getByRole('button', { name: 'OK' }) as HTMLButtonElement };
}

describe('Iframe settings', () => {
  it('stores the address with https:// in front, the size in whole pixels and the caption', () => {
    const { field, ok, onSave } = open();
    expect(screen.getByRole('dialog', { name: 'Iframe Settings' }).getAttribute('aria-modal')).toBe('true');
    expect(ok.disabled).toBe(true);
    fireEvent.change(field('Address'), { target: { value: 'example.org/map' } });
    fireEvent.change(field('Width'), { target: { value: '640' } });
    fireEvent.change(field('Caption'), { target: { value: 'Sample sites' } });
    fireEvent.click(ok);
    expect(onSave).toHaveBeenCalledWith({ src: 'https://example.org/map', width: 640, height: undefined, caption: 'Sample sites' });
  });

  it('refuses sizes that are not whole pixels and addresses that run script', () => {
    const { field, ok } = open({ type: 'iframe', id: 'f', src: 'https://example.org', children: [{ text: '' }] });
    fireEvent.change(field('Height'), { target: { value: '20em' } });
    expect(screen.getByText(PIXEL_SIZE_MESSAGE)).toBeTruthy();
    expect(ok.disabled).toBe(true);
    fireEvent.change(field('Height'), { target: { value: '' } });
    expect(ok.disabled).toBe(false);
    fireEvent.change(field('Address'), { target: { value: 'javascript:alert(1)' } });
    expect(ok.disabled).toBe(true);
  });
});
