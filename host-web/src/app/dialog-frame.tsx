// The dialog alone: the learner's pages must not load the authoring entry (plugins take it from there).
import { ModalDialog, type ModalDialogProps } from '@quire/plugin-sdk/modal-dialog';

export type DialogFrameProps = Omit<ModalDialogProps, 'inPlace'> & {
  /** Class of the dialog; the backdrop and the title get `-backdrop` and `-title` added. */
  readonly className: string;
};

/**
 * Every modal dialog of the app: the SDK's {@link ModalDialog}, the one plugins use, drawn
 * where it stands in the page, since the app's styles and ids (the learner drawer's host)
 * expect it there. Focus moves to its first control, Tab stays inside, Escape and a click
 * on the backdrop close it.
 */
export function DialogFrame(props: DialogFrameProps) {
  return <ModalDialog {...props} inPlace />;
}
