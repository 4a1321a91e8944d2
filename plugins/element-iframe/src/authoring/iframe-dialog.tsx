import { useState, type FormEvent, type ReactNode } from 'react';
import { titleText, type IframeElement } from '@quire/plugin-sdk';
import { framedAddress } from '../common/framed-address.js';
import { pixelSizeText, readPixelSize } from '../common/pixel-size-field.js';
import { DialogTextField } from './dialog-text-field.js';
import { ElementDialog } from './element-dialog.js';

/** The dialog's title. @public */
export const IFRAME_DIALOG_TITLE = 'Iframe Settings';

/** Props of {@link IframeDialog}. @public */
export interface IframeDialogProps {
  readonly element: IframeElement;
  /** The element's new fields; `undefined` removes one. */
  readonly onSave: (fields: Readonly<Record<string, unknown>>) => void;
  readonly onCancel: () => void;
}

/**
 * The iframe's settings: its address (`https://` put in front when it names no scheme, as
 * for web pages), width and height (whole pixels, blank for the default) and caption. The
 * caption also names the frame for screen readers.
 * @public
 */
export function IframeDialog({ element, onSave, onCancel }: IframeDialogProps): ReactNode {
  const storedCaption = titleText(element.caption);
  const [address, setAddress] = useState(element.src ?? '');
  const [width, setWidth] = useState(pixelSizeText(element.width));
  const [height, setHeight] = useState(pixelSizeText(element.height));
  const [caption, setCaption] = useState(storedCaption);

  const src = framedAddress(address) ?? '';
  const widthField = readPixelSize(width);
  const heightField = readPixelSize(height);
  const valid = src !== '' && !widthField.error && !heightField.error;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    onSave({
      src,
      width: widthField.value,
      height: heightField.value,
      // A rich caption is kept as it is unless the author rewrites it here.
      ...(caption.trim() !== storedCaption ? { caption: caption.trim() || undefined } : {}),
    });
  };

  return (
    <ElementDialog title={IFRAME_DIALOG_TITLE} onClose={onCancel}>
      <form className="iframe-dialog" onSubmit={save}>
        <DialogTextField
          label="Address"
          value={address}
          onChange={setAddress}
          placeholder="https://www.example.org/page"
          hint="https:// is put in front of an address without it."
          autoFocus
        />
        <DialogTextField label="Width" value={width} onChange={setWidth} placeholder="Leave blank for default" error={widthField.error} />
        <DialogTextField label="Height" value={height} onChange={setHeight} placeholder="Leave blank for default" error={heightField.error} />
        <DialogTextField label="Caption" value={caption} onChange={setCaption} hint="Also names the frame for screen readers." />
        <div className="editor-dialog-buttons">
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" disabled={!valid}>
            OK
          </button>
        </div>
      </form>
    </ElementDialog>
  );
}
