import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { Descendant } from 'slate';
import { urlFileName } from '@quire/plugin-sdk';
import { DialogButtons, ModalDialog, type EditorServices } from '@quire/plugin-sdk/authoring';
import type { PopupFields } from '../common/popup-fields.js';
import { POPUP_TRIGGERS, type PopupTrigger } from '../common/popup-triggers.js';
import type { PopupFieldValues } from './popup-transforms.js';

/** The dialog's title (spec authoring §2 "Popup content editor"). @public */
export const POPUP_DIALOG_TITLE = 'Popup content editor';
/** The names of the triggers in the dialog (spec authoring §2): hover is offered as mouseover. @public */
export const POPUP_TRIGGER_LABELS: Readonly<Record<PopupTrigger, string>> = { hover: 'mouseover', click: 'click' };
/** The name of the body's rich-text field. @public */
export const POPUP_CONTENT_LABEL = 'Popup content';
/** The media picker's title for the audio clip (spec authoring §2). @public */
export const POPUP_AUDIO_PICKER_TITLE = 'Select Audio';
/** Shown where the rich-text field would be, in a host that lends element dialogs none. @public */
export const POPUP_NO_RICH_TEXT_MESSAGE = 'This editor cannot edit the popup content here.';

/** Props of {@link PopupDialog}. @public */
export interface PopupDialogProps {
  readonly initial: PopupFields;
  readonly services: Pick<EditorServices, 'pickMedia' | 'RichTextField'>;
  readonly onSave: (fields: PopupFieldValues) => void;
  readonly onCancel: () => void;
  /** Takes the popup away, keeping its anchor text; left out for a popup not made yet. */
  readonly onRemove?: () => void;
}

/**
 * The popup content editor (spec authoring §2): the trigger, 'mouseover' or 'click'; the
 * body in the page's rich-text editor; an optional audio clip from the media library (or
 * an address); and Save.
 * @public
 */
export function PopupDialog({ initial, services, onSave, onCancel, onRemove }: PopupDialogProps): ReactNode {
  const [trigger, setTrigger] = useState<PopupTrigger>(initial.trigger);
  const [content, setContent] = useState<Descendant[]>(() => [...initial.content] as Descendant[]);
  const [audio, setAudio] = useState(initial.audio);
  const [audioName, setAudioName] = useState(() => (initial.audio ? urlFileName(initial.audio.src) : ''));
  const audioFieldId = useId();
  const triggerName = useId();
  const { RichTextField } = services;

  const chooseAudio = async () => {
    const picked = await services.pickMedia({ title: POPUP_AUDIO_PICKER_TITLE, mediaTypes: ['audio'], currentUrl: audio?.src });
    if (!picked) return;
    setAudio({ src: picked.url, type: picked.mimeType });
    setAudioName(picked.fileName || urlFileName(picked.url));
  };
  const removeAudio = () => {
    setAudio(undefined);
    setAudioName('');
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    onSave({ trigger, content, audioSrc: audio?.src, audioType: audio?.src ? audio.type : undefined });
  };

  return (
    <ModalDialog title={POPUP_DIALOG_TITLE} onClose={onCancel} restoreFocus extraClassName="modal-lg popup-dialog">
      <form onSubmit={save}>
        <fieldset className="popup-dialog-triggers">
          <legend>Trigger</legend>
          {POPUP_TRIGGERS.map((each) => (
            <label key={each}>
              <input type="radio" name={triggerName} value={each} checked={trigger === each} onChange={() => setTrigger(each)} /> {POPUP_TRIGGER_LABELS[each]}
            </label>
          ))}
        </fieldset>
        <div className="popup-dialog-content">
          {RichTextField ? (
            <RichTextField label={POPUP_CONTENT_LABEL} value={content} onChange={setContent} placeholder="What learners read in the popup" />
          ) : (
            <p role="alert">{POPUP_NO_RICH_TEXT_MESSAGE}</p>
          )}
        </div>
        <div className="popup-dialog-audio">
          <label htmlFor={audioFieldId}>
            Audio clip
            <input id={audioFieldId} type="text" readOnly value={audioName} placeholder="No audio clip" />
          </label>
          <button type="button" onClick={() => void chooseAudio()}>
            Choose audio
          </button>
          <button type="button" onClick={removeAudio} disabled={!audio}>
            Remove audio
          </button>
        </div>
        <div className="popup-dialog-footer">
          {onRemove ? (
            <button type="button" className="popup-dialog-remove" onClick={onRemove}>
              Remove popup
            </button>
          ) : null}
          <DialogButtons onCancel={onCancel} submitLabel="Save" />
        </div>
      </form>
    </ModalDialog>
  );
}
