import { useState, type ReactNode } from 'react';
import { isSafeUrl, type Element } from '@quire/plugin-sdk';
import { CommittedTextField, useEditorServices } from '@quire/plugin-sdk/authoring';
import { linesSpokenBy, speakerAdded, speakerImageSet, speakerMoved, speakerRemoved, speakerRenamed, type DialogFields, type SpokenLinesFate } from '../common/dialog-edits.js';
import { MAX_DIALOG_SPEAKERS, MAX_SPEAKER_NAME_LENGTH } from '../common/dialog-limits.js';
import { readDialog, speakerLabel, type DialogSpeakerView } from '../common/read-dialog.js';
import { DeleteSpeakerDialog } from './delete-speaker-dialog.js';
import { SELECT_IMAGE_TITLE, UNSAFE_PORTRAIT_MESSAGE } from './dialog-labels.js';

/** Props of {@link SpeakersField}. @public */
export interface SpeakersFieldProps {
  readonly element: Element;
  /** Stores an edit of the dialog as it is now; answers whether anything changed. */
  readonly change: (edit: (current: Element) => DialogFields | undefined) => boolean;
  readonly requestFocus: (keys: readonly string[]) => void;
}

function PortraitThumbnail({ speaker, label }: { readonly speaker: DialogSpeakerView; readonly label: string }): ReactNode {
  if (speaker.image) return <img className="dialog-portrait" src={speaker.image} alt={label} />;
  return <span className="dialog-portrait dialog-portrait-none" aria-hidden="true" />;
}

/**
 * The dialog's speakers: each with its name, its portrait from the media library (its
 * alternative text is the name), Up and Down to reorder and Delete; 'Add speaker' at the
 * foot. Deleting a speaker who says lines asks what becomes of them first.
 * @public
 */
export function SpeakersField({ element, change, requestFocus }: SpeakersFieldProps): ReactNode {
  const services = useEditorServices();
  const { speakers } = readDialog(element);
  const [deleting, setDeleting] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<{ readonly speakerId: string; readonly message: string } | undefined>(undefined);
  const full = speakers.length >= MAX_DIALOG_SPEAKERS;

  const add = () => {
    const id = services.createId();
    if (change((current) => speakerAdded(current, id))) requestFocus([`speaker:${id}:name`]);
  };

  const move = (id: string, offset: -1 | 1) => {
    change((current) => speakerMoved(current, id, offset));
    const here = offset < 0 ? 'up' : 'down';
    const there = offset < 0 ? 'down' : 'up';
    requestFocus([`speaker:${id}:${here}`, `speaker:${id}:${there}`]);
  };

  // After a deletion the focus goes to the next speaker's Delete, else the previous one's, else Add speaker.
  const remove = (id: string, fate: SpokenLinesFate) => {
    const index = speakers.findIndex((speaker) => speaker.id === id);
    const neighbours = [speakers[index + 1], speakers[index - 1]].filter((speaker) => speaker !== undefined);
    if (change((current) => speakerRemoved(current, id, fate))) {
      requestFocus([...neighbours.map((speaker) => `speaker:${speaker.id}:delete`), 'add-speaker']);
    }
  };

  const askToRemove = (id: string) => {
    if (linesSpokenBy(element, id) > 0) setDeleting(id);
    else remove(id, 'delete');
  };

  const chooseImage = async (speaker: DialogSpeakerView) => {
    const picked = await services.pickMedia({ title: SELECT_IMAGE_TITLE, mediaTypes: ['image'], ...(speaker.image ? { currentUrl: speaker.image } : {}) });
    const url = picked?.url.trim();
    if (url === undefined || url === '') return;
    if (!isSafeUrl(url)) {
      setProblem({ speakerId: speaker.id, message: UNSAFE_PORTRAIT_MESSAGE });
      return;
    }
    setProblem(undefined);
    change((current) => speakerImageSet(current, speaker.id, url));
    requestFocus([`speaker:${speaker.id}:image`]);
  };

  const removeImage = (speaker: DialogSpeakerView) => {
    change((current) => speakerImageSet(current, speaker.id, undefined));
    requestFocus([`speaker:${speaker.id}:image`]);
  };

  const deletingIndex = speakers.findIndex((speaker) => speaker.id === deleting);
  return (
    <fieldset className="dialog-form-speakers">
      <legend>Speakers</legend>
      {speakers.length > 0 ? (
        <ol className="dialog-form-list">
          {speakers.map((speaker, index) => {
            const n = index + 1;
            const label = speakerLabel(speaker, index);
            return (
              <li key={speaker.id} className="dialog-form-speaker">
                <PortraitThumbnail speaker={speaker} label={label} />
                <CommittedTextField
                  label="Name"
                  accessibleName={`Speaker ${n} name`}
                  value={speaker.name}
                  maxLength={MAX_SPEAKER_NAME_LENGTH}
                  placeholder={`Speaker ${n}`}
                  focusKey={`speaker:${speaker.id}:name`}
                  onCommit={(text) => change((current) => speakerRenamed(current, speaker.id, text))}
                />
                <div className="dialog-form-actions">
                  <button type="button" aria-label={`${speaker.image ? 'Change' : 'Choose'} image for speaker ${n}`} data-focus-key={`speaker:${speaker.id}:image`} onClick={() => void chooseImage(speaker)}>
                    {speaker.image ? 'Change image' : 'Choose image'}
                  </button>
                  {speaker.image ? (
                    <button type="button" aria-label={`Remove image for speaker ${n}`} onClick={() => removeImage(speaker)}>
                      Remove image
                    </button>
                  ) : null}
                  <button type="button" aria-label={`Move speaker ${n} up`} data-focus-key={`speaker:${speaker.id}:up`} disabled={index === 0} onClick={() => move(speaker.id, -1)}>
                    Up
                  </button>
                  <button type="button" aria-label={`Move speaker ${n} down`} data-focus-key={`speaker:${speaker.id}:down`} disabled={index === speakers.length - 1} onClick={() => move(speaker.id, 1)}>
                    Down
                  </button>
                  <button type="button" aria-label={`Delete speaker ${n}`} data-focus-key={`speaker:${speaker.id}:delete`} onClick={() => askToRemove(speaker.id)}>
                    Delete
                  </button>
                </div>
                {problem?.speakerId === speaker.id ? (
                  <p className="dialog-form-error" role="alert">
                    {problem.message}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
      <button type="button" data-focus-key="add-speaker" disabled={full} onClick={add}>
        Add speaker
      </button>
      {full ? <p className="dialog-form-hint">{`A dialog has at most ${MAX_DIALOG_SPEAKERS} speakers.`}</p> : null}
      {deleting !== undefined && deletingIndex >= 0 ? (
        <DeleteSpeakerDialog
          speakerLabel={speakerLabel(speakers[deletingIndex], deletingIndex)}
          lineCount={linesSpokenBy(element, deleting)}
          others={speakers.flatMap((speaker, index) => (speaker.id === deleting ? [] : [{ id: speaker.id, label: speakerLabel(speaker, index) }]))}
          onCancel={() => setDeleting(undefined)}
          onDelete={(fate) => {
            setDeleting(undefined);
            remove(deleting, fate);
          }}
        />
      ) : null}
    </fieldset>
  );
}
