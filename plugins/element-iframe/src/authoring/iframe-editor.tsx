import { useState, type ReactNode } from 'react';
import { useSlateStatic } from 'slate-react';
import { framedPageAddress, parseMediaDimension, titleText, truncateUrl } from '@quire/plugin-sdk';
import type { IframeElement } from '../common/iframe-schema.js';
import { elementDialogActions, useElementSelected, type ElementEditorProps } from '@quire/plugin-sdk/authoring';
import { IframeDialog } from './iframe-dialog.js';

// 'new': asked right after the insert menu put the frame in; cancelling takes it out again.
type OpenDialog = 'none' | 'new' | 'settings';

/**
 * An iframe in the editor: a box of the frame's width naming its address (shortened to
 * the last 40 characters) and size, with 'Iframe settings'. The framed page is not loaded
 * while authoring. One just put in from the insert menu (it holds the cursor) opens its
 * settings at once.
 * @public
 */
export function IframeEditor({ attributes, children, element }: ElementEditorProps): ReactNode {
  const frame = element as IframeElement;
  const editor = useSlateStatic();
  const selected = useElementSelected();
  const address = framedPageAddress(frame.src);
  const [dialog, setDialog] = useState<OpenDialog>(() => (address === undefined && selected ? 'new' : 'none'));
  const width = parseMediaDimension(frame.width);
  const height = parseMediaDimension(frame.height);
  const caption = titleText(frame.caption);

  return (
    <div {...attributes} className="iframe-editor">
      <div contentEditable={false} className="iframe-editor-box" style={{ width: width ? `${width}px` : '100%', maxWidth: '100%' }}>
        {address ? (
          <>
            <p className="iframe-editor-address">
              Frame showing <code title={address}>{truncateUrl(address)}</code>
            </p>
            <p className="iframe-editor-size">
              Width {width ? `${width}px` : 'default'}, height {height ? `${height}px` : 'default'}
            </p>
          </>
        ) : (
          <p className="iframe-editor-address">No address yet</p>
        )}
        <button type="button" className="button button-small" onClick={() => setDialog('settings')}>
          Iframe settings
        </button>
        {caption ? <p className="iframe-editor-caption">{caption}</p> : null}
      </div>
      {children}
      {dialog !== 'none' ? (
        <IframeDialog
          element={frame}
          {...elementDialogActions(editor, element, { inserted: dialog === 'new', close: () => setDialog('none') })}
        />
      ) : null}
    </div>
  );
}
