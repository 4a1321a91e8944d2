import { useEffect, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useSlateStatic } from 'slate-react';
import { titleText, type Element } from '@quire/plugin-sdk';
import { MIN_RESIZE_PX } from '../common/clamp-resize.js';
import { elementPath, setElementFields, useEditorServices, useElementSelected } from '@quire/plugin-sdk/authoring';
import { imageAttributes } from '../common/image-attributes.js';
import type { ImageSize } from '../common/image-size.js';
import { ChooseImageButton } from './choose-image-button.js';
import { chooseImage, pickImageUrl } from './choose-image.js';
import { ImageSettingsDialog } from './image-settings-dialog.js';
import type { ImageFields } from './image-transforms.js';
import { ResizeHandle } from './resize-handle.js';

const SELECTED_OUTLINE = '2px solid #1a5fb4';
const PICTURE_STYLE = { maxWidth: '100%', height: 'auto', verticalAlign: 'bottom' } as const;
const SETTINGS_BUTTON_STYLE = {
  position: 'absolute',
  top: 4,
  right: 4,
  padding: '2px 6px',
  font: 'inherit',
  fontSize: '0.8rem',
  lineHeight: 1.4,
  background: '#fff',
  border: '1px solid #b9c0cc',
  borderRadius: 3,
  cursor: 'pointer',
} as const;

// Keys and clicks on the image's own controls are theirs, not the editor's around them.
const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * What an image element shows in the editor, outside the editable text: the 'Choose
 * image' placeholder without a source; otherwise the picture, outlined when selected,
 * with an 'Image settings' button and the resize handle while selected, and a block
 * image's caption below it.
 * @public
 */
export function ImageFrame({ element, inline }: { readonly element: Element; readonly inline: boolean }): ReactNode {
  const editor = useSlateStatic();
  const services = useEditorServices();
  const selected = useElementSelected();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [dragSize, setDragSize] = useState<ImageSize | undefined>(undefined);
  const [natural, setNatural] = useState<ImageSize | undefined>(undefined);
  const [settingsFocused, setSettingsFocused] = useState(false);
  const picture = useRef<HTMLImageElement>(null);
  const settingsButton = useRef<HTMLButtonElement>(null);
  const settingsWereOpen = useRef(false);

  // The focus goes back to the button that opened the settings.
  useEffect(() => {
    if (settingsWereOpen.current && !settingsOpen) settingsButton.current?.focus();
    settingsWereOpen.current = settingsOpen;
  }, [settingsOpen]);

  const Box = inline ? 'span' : 'div';
  const image = imageAttributes(element);
  const write = (fields: ImageFields) => setElementFields(editor, element, fields);

  if (!image) {
    const choose = () => {
      const path = elementPath(editor, element);
      if (path) void chooseImage(editor, services, path);
    };
    return (
      <Box contentEditable={false} onKeyDown={stop} onMouseDown={stop}>
        <ChooseImageButton inline={inline} selected={selected} onChoose={choose} />
      </Box>
    );
  }

  const aspectRatio = natural?.height ? natural.height / natural.width : image.width && image.height ? image.height / image.width : undefined;
  const shown = dragSize ?? { width: image.width, height: image.height };
  // A resize starts from the width on screen, which may be narrower than the stored one.
  const startWidth = () => {
    const onScreen = picture.current?.getBoundingClientRect().width ?? 0;
    return onScreen > 0 ? onScreen : (image.width ?? natural?.width ?? MIN_RESIZE_PX);
  };
  const caption = inline ? '' : titleText(element.caption);
  const showControls = selected || settingsOpen;

  return (
    <>
      <Box contentEditable={false} style={{ position: 'relative', display: 'inline-block', lineHeight: 0 }}>
        <img
          ref={picture}
          src={image.src}
          alt={image.alt}
          width={shown.width}
          height={shown.height}
          draggable={false}
          style={{ ...PICTURE_STYLE, outline: selected ? SELECTED_OUTLINE : 'none', outlineOffset: 2 }}
          onLoad={(event) => {
            const { naturalWidth, naturalHeight } = event.currentTarget;
            if (naturalWidth > 0 && naturalHeight > 0) setNatural({ width: naturalWidth, height: naturalHeight });
          }}
        />
        {showControls ? (
          <span onKeyDown={stop} onMouseDown={stop} onPointerDown={stop} style={{ lineHeight: 'normal' }}>
            <button
              ref={settingsButton}
              type="button"
              aria-label="Image settings"
              title="Image settings"
              style={{ ...SETTINGS_BUTTON_STYLE, outline: settingsFocused ? SELECTED_OUTLINE : undefined, outlineOffset: 1 }}
              onFocus={() => setSettingsFocused(true)}
              onBlur={() => setSettingsFocused(false)}
              onClick={() => setSettingsOpen(true)}
            >
              Settings
            </button>
            <ResizeHandle
              width={shown.width ?? natural?.width}
              startWidth={startWidth}
              aspectRatio={aspectRatio}
              onPreview={setDragSize}
              onResize={(size) => write({ width: size.width, height: size.height })}
            />
          </span>
        ) : null}
      </Box>
      {caption ? (
        <div contentEditable={false} style={{ fontSize: '0.9em', color: '#444', marginTop: 4 }}>
          {caption}
        </div>
      ) : null}
      {settingsOpen ? (
        <ImageSettingsDialog
          image={element}
          withCaption={!inline}
          aspectRatio={aspectRatio}
          pickImage={(currentUrl) => pickImageUrl(services, currentUrl)}
          onSave={write}
          onClose={() => setSettingsOpen(false)}
        />
      ) : null}
    </>
  );
}
