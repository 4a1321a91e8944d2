import { useState, type FormEvent, type ReactNode } from 'react';
import { pixelSizeText, readPixelSize, titleText } from '@quire/plugin-sdk';
import type { YouTubeElement } from '../common/youtube-schema.js';
import { DialogButtons, DialogTextField, ModalDialog } from '@quire/plugin-sdk/authoring';
import { cueFieldText, readCueFields } from '../common/youtube-cue-fields.js';
import { youtubeVideoId } from '../common/youtube-video-id.js';
import { youtubeWatchUrl } from '../common/youtube-watch-url.js';
import { NOT_A_YOUTUBE_VIDEO_MESSAGE } from './insert-youtube-dialog.js';

/** Confirms 'Copy Video Link'. @public */
export const VIDEO_LINK_COPIED_MESSAGE = 'Video link copied to the clipboard.';
/** Shown when the clipboard refuses the link, with the link to copy by hand. @public */
export const VIDEO_LINK_NOT_COPIED_MESSAGE = 'Could not copy the link. Copy it from here:';

/** Props of {@link YoutubeSettingsDialog}. @public */
export interface YoutubeSettingsDialogProps {
  readonly element: YouTubeElement;
  /** The element's new fields; `undefined` removes one. */
  readonly onSave: (fields: Readonly<Record<string, unknown>>) => void;
  readonly onCancel: () => void;
}

type CopyState = { readonly status: 'idle' } | { readonly status: 'copied' } | { readonly status: 'failed'; readonly url: string };

/**
 * YouTube settings (spec authoring §2): the video, the part to play (start and end time in
 * seconds or m:ss), alternative text, width and caption, with 'Open Video' (the watch page
 * in a new tab) and 'Copy Video Link' (the watch URL to the clipboard).
 * @public
 */
export function YoutubeSettingsDialog({ element, onSave, onCancel }: YoutubeSettingsDialogProps): ReactNode {
  const storedCaption = titleText(element.caption);
  const [video, setVideo] = useState(element.src ?? '');
  const [start, setStart] = useState(cueFieldText(element.startTime));
  const [end, setEnd] = useState(cueFieldText(element.endTime));
  const [alt, setAlt] = useState(element.alt ?? '');
  const [width, setWidth] = useState(pixelSizeText(element.width));
  const [caption, setCaption] = useState(storedCaption);
  const [copy, setCopy] = useState<CopyState>({ status: 'idle' });

  const videoId = youtubeVideoId(video);
  const cue = readCueFields(start, end);
  const size = readPixelSize(width);
  const valid = videoId !== undefined && !cue.startError && !cue.endError && !size.error;
  const watchUrl = videoId ? youtubeWatchUrl(videoId) : undefined;

  const copyLink = async () => {
    if (!watchUrl) return;
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(watchUrl);
      setCopy({ status: 'copied' });
    } catch {
      setCopy({ status: 'failed', url: watchUrl });
    }
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    onSave({
      src: videoId,
      startTime: cue.startTime,
      endTime: cue.endTime,
      alt: alt.trim() || undefined,
      width: size.value,
      // A rich caption is kept as it is unless the author rewrites it here.
      ...(caption.trim() !== storedCaption ? { caption: caption.trim() || undefined } : {}),
    });
  };

  return (
    <ModalDialog title="YouTube Settings" onClose={onCancel} restoreFocus>
      <form className="youtube-settings-dialog" onSubmit={save}>
        <DialogTextField
          label="YouTube URL or video ID"
          value={video}
          onChange={setVideo}
          autoFocus
          error={videoId ? undefined : NOT_A_YOUTUBE_VIDEO_MESSAGE}
        />
        <div className="youtube-settings-links">
          {watchUrl ? (
            <a href={watchUrl} target="_blank" rel="noopener noreferrer">
              Open Video
            </a>
          ) : null}
          <button type="button" disabled={!watchUrl} onClick={() => void copyLink()}>
            Copy Video Link
          </button>
          <p role="status" className="editor-dialog-hint">
            {copy.status === 'copied' ? VIDEO_LINK_COPIED_MESSAGE : null}
            {copy.status === 'failed' ? `${VIDEO_LINK_NOT_COPIED_MESSAGE} ${copy.url}` : null}
          </p>
        </div>
        <DialogTextField label="Start time" value={start} onChange={setStart} hint="Seconds or m:ss; blank plays from the beginning." error={cue.startError} />
        <DialogTextField label="End time" value={end} onChange={setEnd} hint="Seconds or m:ss; blank plays to the end." error={cue.endError} />
        <DialogTextField label="Alternative text" value={alt} onChange={setAlt} hint="Names the video for screen readers." />
        <DialogTextField label="Width" value={width} onChange={setWidth} placeholder="Leave blank for default" error={size.error} />
        <DialogTextField label="Caption" value={caption} onChange={setCaption} />
        <DialogButtons onCancel={onCancel} submitLabel="Save" submitDisabled={!valid} />
      </form>
    </ModalDialog>
  );
}
