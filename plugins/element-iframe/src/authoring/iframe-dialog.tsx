import { useState, type FormEvent, type ReactNode } from 'react';
import { framedPageAddress, LEAVE_BLANK_FOR_DEFAULT, pixelSizeText, readPixelSize, titleText } from '@quire/plugin-sdk';
import type { IframeElement } from '../common/iframe-schema.js';
import { DialogButtons, DialogTextField, ModalDialog } from '@quire/plugin-sdk/authoring';

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

  const src = framedPageAddress(address) ?? '';
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
    <ModalDialog title={IFRAME_DIALOG_TITLE} onClose={onCancel} restoreFocus>
      <form className="iframe-dialog" onSubmit={save}>
        <DialogTextField
          label="Address"
          value={address}
          onChange={setAddress}
          placeholder="https://www.example.org/page"
          hint="https:// is put in front of an address without it."
          autoFocus
        />
        <DialogTextField label="Width" value={width} onChange={setWidth} placeholder={LEAVE_BLANK_FOR_DEFAULT} error={widthField.error} />
        <DialogTextField label="Height" value={height} onChange={setHeight} placeholder={LEAVE_BLANK_FOR_DEFAULT} error={heightField.error} />
        <DialogTextField label="Caption" value={caption} onChange={setCaption} hint="Also names the frame for screen readers." />
        <DialogButtons onCancel={onCancel} submitLabel="OK" submitDisabled={!valid} />
      </form>
    </ModalDialog>
  );
}
