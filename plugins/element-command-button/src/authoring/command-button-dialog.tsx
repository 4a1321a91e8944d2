import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { DialogButtons, ModalDialog, type PageCommandTarget } from '@quire/plugin-sdk/authoring';
import { COMMAND_BUTTON_STYLES, type CommandButtonStyle } from '../common/command-button-fields.js';
import { RAW_COMMAND_EDITOR_TITLE, RawCommandEditor } from './raw-command-editor.js';

/** @public */
export const COMMAND_BUTTON_DIALOG_TITLE = 'Edit Command Button';

/** The labels of the button styles (spec authoring §2). @public */
export const COMMAND_BUTTON_STYLE_LABELS: Readonly<Record<CommandButtonStyle, string>> = { button: 'Button', link: 'Link' };

/** Shown in place of the target list when the page has no element that takes commands (spec authoring §2). @public */
export const NO_COMMAND_TARGETS_MESSAGE = 'No command targets found. Please add one to the page.';

/** Shown when the target a button names is no longer in the page. @public */
export const MISSING_TARGET_MESSAGE = 'The command target of this button is no longer on the page. Choose another.';

/** What the dialog saves; a field left `undefined` is removed from the element. @public */
export interface CommandButtonFields {
  readonly style: CommandButtonStyle;
  readonly target: string | undefined;
  readonly message: string | undefined;
}

/** Props of {@link CommandButtonDialog}. @public */
export interface CommandButtonDialogProps {
  readonly style: CommandButtonStyle;
  /** The element id the button sends to now, if any. */
  readonly target: string | undefined;
  readonly message: string;
  /** The page's command targets, in reading order. */
  readonly targets: readonly PageCommandTarget[];
  readonly onSave: (fields: CommandButtonFields) => void;
  readonly onCancel: () => void;
}

/**
 * 'Edit Command Button' (spec authoring §2): the button style ('Button' or 'Link'), the
 * page's command targets as a radio list ('No command targets found. Please add one to the
 * page.' when there are none), and the message editor: the chosen target's own when it
 * gives one, else the 'Raw Command Editor'. A target that is gone is said so and kept
 * until the author chooses another; Save waits while the message editor holds something
 * that makes no message.
 * @public
 */
export function CommandButtonDialog({ style: initialStyle, target: initialTarget, message: initialMessage, targets, onSave, onCancel }: CommandButtonDialogProps): ReactNode {
  const [style, setStyle] = useState<CommandButtonStyle>(initialStyle);
  const [target, setTarget] = useState(initialTarget);
  const [message, setMessage] = useState(initialMessage);
  const [messageInvalid, setMessageInvalid] = useState(false);
  const styleName = useId();
  const targetName = useId();
  const chosen = targets.find((each) => each.element.id === target);
  const missing = target !== undefined && chosen === undefined;
  const messageEditor = chosen?.messageEditor;

  const changeMessage = (next: string | undefined) => {
    setMessageInvalid(next === undefined);
    if (next !== undefined) setMessage(next);
  };
  const chooseTarget = (id: string) => {
    setTarget(id);
    // The next target's editor starts from the last message that was whole.
    setMessageInvalid(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (messageInvalid) return;
    onSave({ style, target, message: message === '' ? undefined : message });
  };

  return (
    <ModalDialog title={COMMAND_BUTTON_DIALOG_TITLE} onClose={onCancel} restoreFocus extraClassName="command-button-dialog">
      <form onSubmit={submit}>
        <fieldset className="command-button-dialog-group">
          <legend>Button style</legend>
          {COMMAND_BUTTON_STYLES.map((each) => (
            <label key={each} className="command-button-dialog-choice">
              <input type="radio" name={styleName} value={each} checked={style === each} onChange={() => setStyle(each)} /> {COMMAND_BUTTON_STYLE_LABELS[each]}
            </label>
          ))}
        </fieldset>
        <fieldset className="command-button-dialog-group">
          <legend>Command target</legend>
          {missing ? <p className="editor-dialog-error">{MISSING_TARGET_MESSAGE}</p> : null}
          {targets.length === 0 ? (
            <p className="editor-dialog-hint">{NO_COMMAND_TARGETS_MESSAGE}</p>
          ) : (
            targets.map((each) => (
              <label key={each.element.id} className="command-button-dialog-choice">
                <input type="radio" name={targetName} value={each.element.id} checked={each === chosen} onChange={() => chooseTarget(each.element.id!)} /> {each.label}
              </label>
            ))
          )}
        </fieldset>
        <fieldset className="command-button-dialog-group">
          <legend>{messageEditor?.title ?? RAW_COMMAND_EDITOR_TITLE}</legend>
          {messageEditor && chosen ? (
            <messageEditor.component key={target} target={chosen.element} message={message} onChange={changeMessage} />
          ) : (
            <RawCommandEditor key={target ?? ''} message={message} onChange={changeMessage} />
          )}
        </fieldset>
        <DialogButtons onCancel={onCancel} submitLabel="Save" submitDisabled={messageInvalid} />
      </form>
    </ModalDialog>
  );
}
