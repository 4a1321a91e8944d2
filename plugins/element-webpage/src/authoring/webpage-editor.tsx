import { useState, type ReactNode } from 'react';
import { useSlateStatic } from 'slate-react';
import { parseMediaDimension, titleText, truncateUrl } from '@quire/plugin-sdk';
import type { WebpageElement } from '../common/webpage-schema.js';
import { elementDialogActions, useElementSelected, type ElementEditorProps } from '@quire/plugin-sdk/authoring';
import { embeddedPageAddress } from '../common/embedded-page.js';
import { WEBPAGE_DIALOG_TITLE, WebpageDialog } from './webpage-dialog.js';

// 'new': asked right after the insert menu put the embed in; cancelling takes it out again.
type OpenDialog = 'none' | 'new' | 'change';

/**
 * An embedded web page in the editor: a box of the embed's width naming the page (its
 * alternative text, its address shortened to the last 40 characters, its size), with the button
 * that opens 'Change Webpage Embed URL'. The page itself is not loaded while authoring.
 * One just put in from the insert menu (it holds the cursor) opens the dialog at once.
 * @public
 */
export function WebpageEditor({ attributes, children, element }: ElementEditorProps): ReactNode {
  const page = element as WebpageElement;
  const editor = useSlateStatic();
  const selected = useElementSelected();
  const address = embeddedPageAddress(page.src, page.srcType);
  const [dialog, setDialog] = useState<OpenDialog>(() => (address === undefined && selected ? 'new' : 'none'));
  const width = parseMediaDimension(page.width);
  const height = parseMediaDimension(page.height);
  const caption = titleText(page.caption);

  return (
    <div {...attributes} className="webpage-editor">
      <div contentEditable={false} className="webpage-editor-box" style={{ width: width ? `${width}px` : '100%', maxWidth: '100%' }}>
        {address ? (
          <>
            <p className="webpage-editor-title">{page.alt?.trim() || 'Web page'}</p>
            <p className="webpage-editor-address">
              <code title={address}>{truncateUrl(address)}</code>
              {page.srcType === 'media_library' ? ' (media library)' : ''}
            </p>
            <p className="webpage-editor-size">{sizeText(width, height)}</p>
          </>
        ) : (
          <p className="webpage-editor-title">No web page chosen yet</p>
        )}
        <button type="button" className="button button-small" onClick={() => setDialog('change')}>
          {WEBPAGE_DIALOG_TITLE}
        </button>
        {caption ? <p className="webpage-editor-caption">{caption}</p> : null}
      </div>
      {children}
      {dialog !== 'none' ? (
        <WebpageDialog
          element={page}
          {...elementDialogActions(editor, element, { inserted: dialog === 'new', close: () => setDialog('none') })}
        />
      ) : null}
    </div>
  );
}

function sizeText(width: number | undefined, height: number | undefined): string {
  return `Width ${width ? `${width}px` : 'default'}, height ${height ? `${height}px` : 'default'}`;
}
