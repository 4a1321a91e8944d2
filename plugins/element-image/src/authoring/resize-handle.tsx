import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { MIN_RESIZE_PX } from '../common/clamp-resize.js';
import { resizedImageSize, type ImageSize } from '../common/image-size.js';

/** How far one arrow key press resizes an image. @public */
export const RESIZE_KEY_STEP_PX = 10;

// Spec authoring §9: the resize handle sits 8 px out from the image's corner.
const HANDLE_OFFSET_PX = 8;
const HANDLE_STYLE = {
  position: 'absolute',
  right: -HANDLE_OFFSET_PX,
  bottom: -HANDLE_OFFSET_PX,
  width: 16,
  height: 16,
  boxSizing: 'border-box',
  background: '#fff',
  border: '2px solid #1a5fb4',
  borderRadius: 3,
  cursor: 'nwse-resize',
  touchAction: 'none',
} as const;
const FOCUSED_STYLE = { ...HANDLE_STYLE, outline: '2px solid #1a5fb4', outlineOffset: 2 } as const;

const GROW_KEYS = new Set(['ArrowRight', 'ArrowUp']);
const SHRINK_KEYS = new Set(['ArrowLeft', 'ArrowDown']);

/** @public */
export interface ResizeHandleProps {
  /** The width shown now, for assistive technology. */
  readonly width: number | undefined;
  /** The width a resize starts from, measured when it starts. */
  readonly startWidth: () => number;
  /** Height ÷ width to keep, when known. */
  readonly aspectRatio: number | undefined;
  /** The size while dragging, to draw; `undefined` when the drag ends. */
  readonly onPreview: (size: ImageSize | undefined) => void;
  /** The size to store, at the end of a drag or on each arrow key. */
  readonly onResize: (size: ImageSize) => void;
}

/**
 * The image's resize handle: drag it to resize with the shape kept, never narrower than
 * 10 px; or focus it (a spin button named 'Image width') and press the arrow keys to change
 * the width 10 px at a time. The document changes once per drag, not on every move.
 * @public
 */
export function ResizeHandle({ width, startWidth, aspectRatio, onPreview, onResize }: ResizeHandleProps): ReactNode {
  const drag = useRef<{ pointerId: number; x: number; width: number; size?: ImageSize } | undefined>(undefined);
  // A held arrow key repeats faster than the editor redraws: until the new width is
  // drawn, the next step starts from the width last written, not from the one on screen.
  const written = useRef<{ over: number | undefined; width: number } | undefined>(undefined);
  const [focused, setFocused] = useState(false);

  const onPointerDown = (event: PointerEvent<HTMLSpanElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { pointerId: event.pointerId, x: event.clientX, width: startWidth() };
  };

  const onPointerMove = (event: PointerEvent<HTMLSpanElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    current.size = resizedImageSize(current.width + event.clientX - current.x, aspectRatio);
    onPreview(current.size);
  };

  const endDrag = (event: PointerEvent<HTMLSpanElement>, keep: boolean) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = undefined;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    onPreview(undefined);
    if (keep && current.size) onResize(current.size);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    const step = GROW_KEYS.has(event.key) ? RESIZE_KEY_STEP_PX : SHRINK_KEYS.has(event.key) ? -RESIZE_KEY_STEP_PX : 0;
    if (step === 0) return;
    event.preventDefault();
    const from = written.current && written.current.over === width ? written.current.width : startWidth();
    const size = resizedImageSize(from + step, aspectRatio);
    written.current = { over: width, width: size.width };
    onResize(size);
  };

  return (
    <span
      // A spin button: a width has a floor (10 px) but no ceiling a slider could name.
      role="spinbutton"
      tabIndex={0}
      aria-label="Image width"
      aria-valuemin={MIN_RESIZE_PX}
      aria-valuenow={width}
      aria-valuetext={width === undefined ? undefined : `${width} pixels`}
      style={focused ? FOCUSED_STYLE : HANDLE_STYLE}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => endDrag(event, true)}
      onPointerCancel={(event) => endDrag(event, false)}
      onKeyDown={onKeyDown}
    />
  );
}
