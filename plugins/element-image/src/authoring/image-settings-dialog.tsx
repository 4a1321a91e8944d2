import { useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { readPixelSize, titleText, type Element } from '@quire/plugin-sdk';
import { DialogButtons, ModalDialog } from '@quire/plugin-sdk/authoring';
import { heightForWidth, storedImageDimension } from '../common/image-size.js';
import type { ImageFields } from './image-transforms.js';

/** The title of the image settings dialog. @public */
export const IMAGE_SETTINGS_TITLE = 'Image Settings';
/** Shown under the Width field when the text is not a whole number. @public */
export const WIDTH_NOT_WHOLE_MESSAGE = 'Enter the width as a whole number of pixels, such as 240.';

// The preview box of the image settings (spec authoring §9: image preview 300x200).
const PREVIEW_BOX = { width: 300, height: 200, display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f3f4f6' } as const;
const PREVIEW_IMAGE = { maxWidth: 300, maxHeight: 200, objectFit: 'contain' } as const;
const FIELD = { display: 'flex', flexDirection: 'column', gap: 4, marginTop: 12 } as const;

/** @public */
export interface ImageSettingsDialogProps {
  /** The image as it is now. */
  readonly image: Element;
  /** Block images have a caption; inline ones do not. */
  readonly withCaption: boolean;
  /** Height ÷ width of the picture shown now, when known: a new width keeps it. */
  readonly aspectRatio: number | undefined;
  /** Opens the media picker ('Select Image') and resolves with the address chosen. */
  readonly pickImage: (currentUrl: string | undefined) => Promise<string | undefined>;
  /** Called with the fields that changed when the author saves. */
  readonly onSave: (fields: ImageFields) => void;
  readonly onClose: () => void;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The image settings (spec authoring §2): a 300×200 preview, 'Select Image' to choose
 * another picture, Alt Text, Width (whole pixels, blank for the picture's own) and, for
 * a block image, its caption as plain text. Save stays disabled until there is a picture
 * and the width is whole; while the media picker is open this dialog steps aside.
 * @public
 */
export function ImageSettingsDialog({ image, withCaption, aspectRatio, pickImage, onSave, onClose }: ImageSettingsDialogProps): ReactNode {
  const initialCaption = titleText(image.caption);
  const [src, setSrc] = useState(text(image.src));
  const [alt, setAlt] = useState(text(image.alt));
  const [widthText, setWidthText] = useState(String(storedImageDimension(image.width) ?? ''));
  const [caption, setCaption] = useState(initialCaption);
  const [picking, setPicking] = useState(false);
  const selectButton = useRef<HTMLButtonElement>(null);
  const altField = useRef<HTMLInputElement>(null);
  const [focusAfterOpen, setFocusAfterOpen] = useState<RefObject<HTMLElement | null>>(altField);
  const widthHint = useId();
  const widthError = useId();

  const width = readPixelSize(widthText, WIDTH_NOT_WHOLE_MESSAGE);
  const canSave = src.trim() !== '' && !width.error;

  const selectImage = async () => {
    setPicking(true);
    try {
      const url = await pickImage(src || undefined);
      if (url !== undefined) setSrc(url);
    } finally {
      setPicking(false);
      setFocusAfterOpen(selectButton);
    }
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
    onSave(changedFields(image, { src, alt, width: width.value, caption: withCaption && caption !== initialCaption ? caption : undefined }, aspectRatio));
    onClose();
  };

  // The media picker is a dialog of the host's: this one is hidden (its state kept) until it closes.
  if (picking) return null;

  return (
    <ModalDialog title={IMAGE_SETTINGS_TITLE} onClose={onClose} initialFocus={focusAfterOpen}>
      <form onSubmit={save}>
        <div style={PREVIEW_BOX}>
          {src ? <img src={src} alt={alt.trim() ? `Preview: ${alt.trim()}` : 'Preview'} style={PREVIEW_IMAGE} /> : <span>No image selected</span>}
        </div>
        <button ref={selectButton} type="button" onClick={() => void selectImage()} style={{ marginTop: 8 }}>
          Select Image
        </button>
        <label style={FIELD}>
          Alt Text
          <input ref={altField} type="text" value={alt} onChange={(event) => setAlt(event.target.value)} />
        </label>
        <label style={FIELD}>
          Width
          <input
            type="text"
            inputMode="numeric"
            value={widthText}
            aria-invalid={width.error !== undefined}
            aria-describedby={width.error ? widthError : widthHint}
            onChange={(event) => setWidthText(event.target.value)}
          />
        </label>
        {width.error ? (
          <p id={widthError} role="alert" style={{ margin: '4px 0 0', color: '#b00020' }}>
            {width.error}
          </p>
        ) : (
          <p id={widthHint} style={{ margin: '4px 0 0', fontSize: '0.85em' }}>
            In pixels; leave blank for the picture&apos;s own width.
          </p>
        )}
        {withCaption ? (
          <label style={FIELD}>
            Caption
            <input type="text" value={caption} onChange={(event) => setCaption(event.target.value)} />
          </label>
        ) : null}
        <DialogButtons onCancel={onClose} submitLabel="Save" submitDisabled={!canSave} />
      </form>
    </ModalDialog>
  );
}

interface Draft {
  readonly src: string;
  readonly alt: string;
  readonly width: number | undefined;
  /** The new caption text; `undefined` when the caption was not edited. */
  readonly caption: string | undefined;
}

// Only what the author changed is written, so an untouched rich caption keeps its formatting.
function changedFields(image: Element, draft: Draft, aspectRatio: number | undefined): ImageFields {
  const fields: { -readonly [K in keyof ImageFields]: ImageFields[K] } = {};
  const newPicture = draft.src !== text(image.src);
  if (newPicture) fields.src = draft.src;
  const alt = draft.alt.trim();
  if (alt !== text(image.alt)) fields.alt = alt === '' ? undefined : alt;
  if (newPicture || draft.width !== storedImageDimension(image.width)) {
    fields.width = draft.width;
    // A new picture's shape is not known yet; the browser keeps it from the width alone.
    fields.height = draft.width === undefined || newPicture ? undefined : heightForWidth(draft.width, aspectRatio);
  }
  if (draft.caption !== undefined) fields.caption = draft.caption.trim() === '' ? undefined : draft.caption.trim();
  return fields;
}
