import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { MediaPickerRequest, PickedMedia } from '@quire/plugin-sdk/authoring';

// The picker (and the media manager in it) loads the first time an author asks for media, not with the editor.
const MediaPickerDialog = lazy(() => import('./media-picker-dialog.js').then((m) => ({ default: m.MediaPickerDialog })));

interface OpenPicker {
  readonly id: number;
  readonly request: MediaPickerRequest;
}

export interface MediaPickerHost {
  /** The editor service: opens the picker and resolves with the choice, or `undefined` on Cancel. */
  readonly pickMedia: (request: MediaPickerRequest) => Promise<PickedMedia | undefined>;
  /** The open picker, to render once anywhere in the screen (it draws itself over the page). */
  readonly mediaPickerDialog: ReactNode;
}

/**
 * The editor's media picker: `pickMedia` (stable across renders) opens the dialog and
 * returns a promise that the author's Select or Cancel settles. A new request cancels an
 * open one, and leaving the screen cancels whatever is open.
 */
export function useMediaPicker(projectSlug: string): MediaPickerHost {
  const [open, setOpen] = useState<OpenPicker>();
  const settle = useRef<(picked: PickedMedia | undefined) => void>(undefined);
  const nextId = useRef(0);

  const finish = useCallback((picked: PickedMedia | undefined) => {
    const resolve = settle.current;
    settle.current = undefined;
    setOpen(undefined);
    resolve?.(picked);
  }, []);

  const pickMedia = useCallback(
    (request: MediaPickerRequest) =>
      new Promise<PickedMedia | undefined>((resolve) => {
        settle.current?.(undefined);
        settle.current = resolve;
        setOpen({ id: ++nextId.current, request });
      }),
    [],
  );

  useEffect(
    () => () => {
      settle.current?.(undefined);
      settle.current = undefined;
    },
    [],
  );

  const mediaPickerDialog = open
    ? createPortal(
        <Suspense fallback={null}>
          <MediaPickerDialog key={open.id} projectSlug={projectSlug} request={open.request} onPick={finish} onCancel={() => finish(undefined)} />
        </Suspense>,
        document.body,
      )
    : null;
  return { pickMedia, mediaPickerDialog };
}
