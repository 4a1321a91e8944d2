import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { DialogButtons, ModalDialog } from '@quire/plugin-sdk/authoring';
import { youtubeVideoId } from '../common/youtube-video-id.js';

/** The example shown under the field (spec authoring §2: "with an example watch URL"). @public */
export const YOUTUBE_EXAMPLE_URL = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
/** Shown while the text names no video. @public */
export const NOT_A_YOUTUBE_VIDEO_MESSAGE = 'This is not a YouTube address or video ID.';

/** Props of {@link InsertYoutubeDialog}. @public */
export interface InsertYoutubeDialogProps {
  /** Called with the video id the author gave. */
  readonly onInsert: (videoId: string) => void;
  readonly onCancel: () => void;
}

/**
 * The 'Insert YouTube' dialog (spec authoring §2): one field, 'Enter the YouTube URL or
 * video ID', with an example watch URL. OK stays disabled until the text names a video: a
 * watch link, an embed or short link, or the id itself.
 * @public
 */
export function InsertYoutubeDialog({ onInsert, onCancel }: InsertYoutubeDialogProps): ReactNode {
  const [text, setText] = useState('');
  const videoId = youtubeVideoId(text);
  const fieldId = useId();
  const exampleId = useId();
  const statusId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (videoId) onInsert(videoId);
  };

  return (
    <ModalDialog title="Insert YouTube" onClose={onCancel} restoreFocus>
      <form className="youtube-insert-dialog" onSubmit={submit}>
        <label htmlFor={fieldId}>Enter the YouTube URL or video ID</label>
        <input
          id={fieldId}
          type="text"
          value={text}
          autoFocus
          aria-invalid={text.trim() !== '' && !videoId}
          aria-describedby={`${exampleId} ${statusId}`}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={exampleId} className="editor-dialog-hint">
          For example: {YOUTUBE_EXAMPLE_URL}
        </p>
        <p id={statusId} role="status" className="editor-dialog-hint">
          {videoId ? `Video ID: ${videoId}` : text.trim() !== '' ? NOT_A_YOUTUBE_VIDEO_MESSAGE : ''}
        </p>
        <DialogButtons onCancel={onCancel} submitLabel="OK" submitDisabled={!videoId} />
      </form>
    </ModalDialog>
  );
}
