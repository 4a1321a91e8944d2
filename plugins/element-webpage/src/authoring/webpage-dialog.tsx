import { useState, type FormEvent, type ReactNode } from 'react';
import { LEAVE_BLANK_FOR_DEFAULT, pixelSizeText, readPixelSize, titleText, truncateUrl, webpageSrc } from '@quire/plugin-sdk';
import type { WebpageElement } from '../common/webpage-schema.js';
import { DialogButtons, DialogTextField, ModalDialog, useEditorServices } from '@quire/plugin-sdk/authoring';
import type { EmbedSource } from '../common/embedded-page.js';

/** The dialog's title, and the media picker's (spec authoring §2). @public */
export const WEBPAGE_DIALOG_TITLE = 'Change Webpage Embed URL';

/** Props of {@link WebpageDialog}. @public */
export interface WebpageDialogProps {
  readonly element: WebpageElement;
  /** The element's new fields; `undefined` removes one. */
  readonly onSave: (fields: Readonly<Record<string, unknown>>) => void;
  readonly onCancel: () => void;
}

interface Address {
  readonly text: string;
  readonly source: EmbedSource;
  /** The library file's name, shown while the address is a library file's. */
  readonly fileName?: string;
}

/**
 * 'Change Webpage Embed URL' (spec authoring §2): the page's address, typed in (`https://`
 * is put in front when it names no scheme) or chosen from the media library (HTML files);
 * width and height ('Leave blank for default', whole pixels); alternative text; caption.
 * @public
 */
export function WebpageDialog({ element, onSave, onCancel }: WebpageDialogProps): ReactNode {
  const services = useEditorServices();
  const storedCaption = titleText(element.caption);
  const [address, setAddress] = useState<Address>({ text: element.src ?? '', source: element.srcType ?? 'url' });
  const [width, setWidth] = useState(pixelSizeText(element.width));
  const [height, setHeight] = useState(pixelSizeText(element.height));
  const [alt, setAlt] = useState(element.alt ?? '');
  const [caption, setCaption] = useState(storedCaption);

  const src = address.source === 'media_library' ? address.text.trim() : webpageSrc(address.text);
  const widthField = readPixelSize(width);
  const heightField = readPixelSize(height);
  const valid = src !== '' && !widthField.error && !heightField.error;

  const chooseFromLibrary = async () => {
    const picked = await services.pickMedia({ title: WEBPAGE_DIALOG_TITLE, mediaTypes: ['html'], currentUrl: src || undefined });
    if (picked) setAddress({ text: picked.url, source: picked.source, fileName: picked.fileName });
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    onSave({
      src,
      srcType: address.source,
      width: widthField.value,
      height: heightField.value,
      alt: alt.trim() || undefined,
      // A rich caption is kept as it is unless the author rewrites it here.
      ...(caption.trim() !== storedCaption ? { caption: caption.trim() || undefined } : {}),
    });
  };

  return (
    <ModalDialog title={WEBPAGE_DIALOG_TITLE} onClose={onCancel} restoreFocus>
      <form className="webpage-dialog" onSubmit={save}>
        <DialogTextField
          label="Webpage URL"
          value={address.text}
          onChange={(text) => setAddress({ text, source: 'url' })}
          placeholder="https://www.example.org/page"
          hint={
            address.source === 'media_library'
              ? `From the media library: ${truncateUrl(address.fileName ?? address.text)}`
              : 'https:// is put in front of an address without it.'
          }
          autoFocus
        />
        <button type="button" onClick={() => void chooseFromLibrary()}>
          Choose from media library
        </button>
        <DialogTextField label="Width" value={width} onChange={setWidth} placeholder={LEAVE_BLANK_FOR_DEFAULT} error={widthField.error} />
        <DialogTextField label="Height" value={height} onChange={setHeight} placeholder={LEAVE_BLANK_FOR_DEFAULT} error={heightField.error} />
        <DialogTextField label="Alternative text" value={alt} onChange={setAlt} hint="Names the embedded page for screen readers." />
        <DialogTextField label="Caption" value={caption} onChange={setCaption} />
        <DialogButtons onCancel={onCancel} submitLabel="OK" submitDisabled={!valid} />
      </form>
    </ModalDialog>
  );
}
