import { useState, type MouseEvent, type ReactNode } from 'react';
import { Node } from 'slate';
import { useSlateStatic } from 'slate-react';
import { elementPath, setElementFields, useEditorServices, useElementSelected, type ElementEditorProps } from '@quire/plugin-sdk/authoring';
import { popupFields } from '../common/popup-fields.js';
import { POPUP_TRIGGER_LABELS, PopupDialog } from './popup-dialog.js';
import { unwrapPopup, type PopupFieldValues } from './popup-transforms.js';

/** The name of the button beside a popup's anchor that opens the popup content editor. @public */
export const EDIT_POPUP_LABEL = 'Edit popup';
/** What a popup with no anchor text shows in the editor, where the anchor goes. @public */
export const EMPTY_POPUP_NOTE = 'Type the popup’s text';

// Chromium cannot put the cursor right before or after an inline at a block's edge
// without something there (https://bugs.chromium.org/p/chromium/issues/detail?id=1249405);
// Slate's inline example pads inlines with this.
function InlineChromiumBugfix(): ReactNode {
  return (
    <span contentEditable={false} style={{ fontSize: 0 }}>
      {String.fromCodePoint(160)}
    </span>
  );
}

// 'new': a popup just put in by the insert menu (no body yet, holding the cursor) asks for its body at once.
type DialogState = 'closed' | 'new' | 'open';

/**
 * A popup in the editor: its anchor text, edited in place, tinted and underlined, then a
 * button that opens the popup content editor (reached with Tab, or from the toolbar's
 * 'Popup'). A popup with no anchor text says where to type it.
 * @public
 */
export function PopupEditor({ attributes, children, element }: ElementEditorProps): ReactNode {
  const editor = useSlateStatic();
  const services = useEditorServices();
  const selected = useElementSelected();
  const [dialog, setDialog] = useState<DialogState>(() => (element.content === undefined && selected ? 'new' : 'closed'));
  const fields = popupFields(element);
  const empty = Node.string(element) === '';

  const close = () => setDialog('closed');
  const unwrap = () => {
    const path = elementPath(editor, element);
    if (path) unwrapPopup(editor, path);
  };
  const save = (values: PopupFieldValues) => {
    setElementFields(editor, element, values);
    close();
  };
  // Cancelling the body of a popup just inserted takes the popup away; selected text it was put on stays.
  const cancel = () => {
    if (dialog === 'new') unwrap();
    close();
  };
  const remove = () => {
    unwrap();
    close();
  };
  // The editor keeps its selection: the press is on the button, not in the text.
  const keepSelection = (event: MouseEvent) => event.preventDefault();

  return (
    <span {...attributes} className="popup-editor" data-empty={empty ? 'true' : undefined} title={`Popup (${POPUP_TRIGGER_LABELS[fields.trigger]})`}>
      <InlineChromiumBugfix />
      {children}
      {empty ? (
        <span contentEditable={false} className="popup-empty-note">
          {EMPTY_POPUP_NOTE}
        </span>
      ) : null}
      <button type="button" contentEditable={false} className="popup-edit" aria-label={EDIT_POPUP_LABEL} onMouseDown={keepSelection} onClick={() => setDialog('open')}>
        <span aria-hidden="true">ⓘ</span>
      </button>
      <InlineChromiumBugfix />
      {dialog !== 'closed' ? <PopupDialog initial={fields} services={services} onSave={save} onCancel={cancel} onRemove={dialog === 'open' ? remove : undefined} /> : null}
    </span>
  );
}
