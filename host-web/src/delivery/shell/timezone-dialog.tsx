import { DialogFrame } from '../../app/dialog-frame.js';
import { TimezoneSelector, type TimezoneSelectorProps } from './timezone-selector.js';

/** The account menu's Timezone dialog: the selector and a Close button. */
export function TimezoneDialog({ onClose, ...selector }: TimezoneSelectorProps & { readonly onClose: () => void }) {
  return (
    <DialogFrame title="Timezone" onClose={onClose} className="modal" extraClassName="modal-sm" restoreFocus>
      <div className="modal-body">
        <TimezoneSelector {...selector} />
      </div>
      <div className="modal-footer">
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </DialogFrame>
  );
}
