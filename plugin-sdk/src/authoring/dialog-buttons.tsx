import type { ReactNode } from 'react';

/** Props of {@link DialogButtons}. @public */
export interface DialogButtonsProps {
  readonly onCancel: () => void;
  /** The label of the button that submits the dialog's form: 'OK', 'Save'… */
  readonly submitLabel: string;
  /** Keeps the submit button disabled, while the form holds something it cannot take. */
  readonly submitDisabled?: boolean;
}

/**
 * The buttons at the foot of a settings dialog's form, in the host's place for them:
 * Cancel, then the button that submits the form (so Enter in a field submits too).
 * @public
 */
export function DialogButtons({ onCancel, submitLabel, submitDisabled }: DialogButtonsProps): ReactNode {
  return (
    <div className="editor-dialog-buttons">
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" disabled={submitDisabled}>
        {submitLabel}
      </button>
    </div>
  );
}
