// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { PickedMedia } from '@quire/plugin-sdk/authoring';
import { useMediaPicker } from './use-media-picker.js';
import { createFakeMediaServer, mediaItem, renderWithMediaServer } from './testing/fake-media-server.js';

afterEach(cleanup);

/** What an element view does with the editor's service: ask, then show the answer. */
function Asker() {
  const { pickMedia, mediaPickerDialog } = useMediaPicker('chem');
  const [answer, setAnswer] = useState<string>('none yet');
  const ask = async () => {
    const picked: PickedMedia | undefined = await pickMedia({ title: 'Select Image', mediaTypes: ['image'] });
    setAnswer(picked ? JSON.stringify(picked) : 'cancelled');
  };
  return (
    <>
      <button type="button" onClick={() => void ask()}>
        Choose image
      </button>
      <output>{answer}</output>
      {mediaPickerDialog}
    </>
  );
}

const diagram = mediaItem('diagram.png', 'image/png');
// The picker is its own chunk: the first test waits for it to load.
const LAZY_LOAD = { timeout: 10_000 };

function setup() {
  renderWithMediaServer(createFakeMediaServer([diagram]), <Asker />);
  fireEvent.click(screen.getByRole('button', { name: 'Choose image' }));
}

describe("the editor's pickMedia", () => {
  it('opens the picker and resolves with the chosen file', async () => {
    setup();
    fireEvent.click(await screen.findByRole('option', { name: 'diagram.png' }, LAZY_LOAD));
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    await waitFor(() =>
      expect(JSON.parse(screen.getByRole('status').textContent!)).toEqual({ url: diagram.url, mimeType: 'image/png', fileName: 'diagram.png', source: 'media_library' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resolves with undefined on Cancel', async () => {
    setup();
    expect(await screen.findByRole('dialog', { name: 'Select Image' }, LAZY_LOAD)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('cancelled'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
