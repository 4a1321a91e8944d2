// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { EditorServices, PickedMedia } from './authoring-part.js';
import { AudioChoiceField, SELECT_AUDIO_TITLE, UNSAFE_AUDIO_MESSAGE, type AudioChoiceFieldProps } from './audio-choice-field.js';

afterEach(cleanup);

function renderField(picked: PickedMedia | undefined, props: Partial<AudioChoiceFieldProps> = {}) {
  const pickMedia = vi.fn<EditorServices['pickMedia']>(async () => picked);
  const onChoose = vi.fn();
  const onRemove = vi.fn();
  render(<AudioChoiceField src="" noun="pronunciation audio" pickMedia={pickMedia} onChoose={onChoose} onRemove={onRemove} {...props} />);
  return { pickMedia, onChoose, onRemove };
}

const press = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('AudioChoiceField', () => {
  it('without a clip, says so and chooses one with the Select Audio picker, with its MIME type', async () => {
    const { pickMedia, onChoose } = renderField({ url: ' /media/p/casa.mp3 ', mimeType: 'audio/mpeg', source: 'media_library' });
    expect(screen.getByText('No audio')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove pronunciation audio' })).toBeNull();
    await press('Choose pronunciation audio');
    expect(pickMedia).toHaveBeenCalledExactlyOnceWith({ title: SELECT_AUDIO_TITLE, mediaTypes: ['audio'] });
    expect(onChoose).toHaveBeenCalledExactlyOnceWith({ src: '/media/p/casa.mp3', type: 'audio/mpeg' });
  });

  it('with a clip, names its file, changes it from the current one and removes it', async () => {
    const { pickMedia, onChoose, onRemove } = renderField({ url: 'https://example.org/perro.ogg', source: 'url' }, { src: '/media/p/casa.mp3' });
    expect(screen.getByText('Audio: casa.mp3')).toBeTruthy();
    await press('Change pronunciation audio');
    expect(pickMedia).toHaveBeenCalledWith({ title: 'Select Audio', mediaTypes: ['audio'], currentUrl: '/media/p/casa.mp3' });
    expect(onChoose).toHaveBeenCalledWith({ src: 'https://example.org/perro.ogg' });
    await press('Remove pronunciation audio');
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('refuses an address that could run a script, in an alert, until a good one is picked', async () => {
    const { pickMedia, onChoose } = renderField({ url: 'javascript:alert(1)', source: 'url' }, { src: '/media/p/casa.mp3' });
    await press('Change pronunciation audio');
    expect(screen.getByRole('alert').textContent).toBe(UNSAFE_AUDIO_MESSAGE);
    expect(onChoose).not.toHaveBeenCalled();
    pickMedia.mockResolvedValueOnce({ url: '/media/p/hogar.mp3', source: 'media_library' });
    await press('Change pronunciation audio');
    expect(onChoose).toHaveBeenCalledWith({ src: '/media/p/hogar.mp3' });
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('changes nothing when the picker is cancelled', async () => {
    const { onChoose } = renderField(undefined);
    await press('Choose pronunciation audio');
    expect(onChoose).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it("names its buttons with the clip's place when one is given, for a form of several", () => {
    renderField(undefined, { src: '/media/hablo.mp3', noun: 'audio', place: 'row 1, column 2' });
    expect(screen.getByRole('button', { name: 'Change audio, row 1, column 2' }).textContent).toBe('Change audio');
    expect(screen.getByRole('button', { name: 'Remove audio, row 1, column 2' })).toBeTruthy();
  });
});
