import { useState, type ReactNode } from 'react';
import { isSafeUrl, urlFileName } from '@quire/core';
import type { AudioClip } from '../content/audio-clip.js';
import type { EditorServices } from './authoring-part.js';

/** The media picker's title for audio (spec authoring §2). @public */
export const SELECT_AUDIO_TITLE = 'Select Audio';
/** What {@link AudioChoiceField} says of a picked address that may not reach a page. @public */
export const UNSAFE_AUDIO_MESSAGE = 'That address cannot be used: only web and media library addresses can be played.';

/** Props of {@link AudioChoiceField}. @public */
export interface AudioChoiceFieldProps {
  /** The stored address, '' when there is none. */
  readonly src: string;
  /** What the buttons name: 'pronunciation audio' gives 'Choose pronunciation audio'. */
  readonly noun: string;
  /** Where the clip belongs, added to the buttons' names when several are on screen ('row 1, column 2'). */
  readonly place?: string;
  /** The editor's media picker (`useEditorServices().pickMedia`). */
  readonly pickMedia: EditorServices['pickMedia'];
  /** Stores the clip picked: its trimmed address, and its MIME type when the picker knows it. */
  readonly onChoose: (clip: AudioClip) => void;
  /** Removes the stored clip ('Remove …', shown only while there is one). */
  readonly onRemove: () => void;
}

/**
 * A recording of an element's edit form, chosen from the media library: the file's name
 * ('No audio' without one), 'Choose …' (the 'Select Audio' picker; 'Change …' once there is
 * one) and 'Remove …'. A picked address that could carry a script is refused with
 * {@link UNSAFE_AUDIO_MESSAGE}, in an alert, and the clip stays as it was; a cancelled
 * picker changes nothing. The plugin's stylesheet lays it out through its classes,
 * `element-form-audio`, `element-form-audio-file` and `element-form-error`.
 * @public
 */
export function AudioChoiceField({ src, noun, place, pickMedia, onChoose, onRemove }: AudioChoiceFieldProps): ReactNode {
  const [problem, setProblem] = useState('');
  const named = (action: string) => (place ? `${action} ${noun}, ${place}` : undefined);
  const choose = async () => {
    const picked = await pickMedia({ title: SELECT_AUDIO_TITLE, mediaTypes: ['audio'], ...(src ? { currentUrl: src } : {}) });
    if (!picked) return;
    const url = picked.url.trim();
    if (!url || !isSafeUrl(url)) {
      setProblem(UNSAFE_AUDIO_MESSAGE);
      return;
    }
    setProblem('');
    onChoose(picked.mimeType ? { src: url, type: picked.mimeType } : { src: url });
  };
  const action = src ? 'Change' : 'Choose';
  return (
    <div className="element-form-audio">
      <span className="element-form-audio-file">{src ? `Audio: ${urlFileName(src)}` : 'No audio'}</span>
      <button type="button" aria-label={named(action)} onClick={() => void choose()}>
        {action} {noun}
      </button>
      {src ? (
        <button type="button" aria-label={named('Remove')} onClick={onRemove}>
          Remove {noun}
        </button>
      ) : null}
      <span role="alert" className="element-form-error">
        {problem}
      </span>
    </div>
  );
}
