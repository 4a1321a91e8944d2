import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { nodeText } from '@quire/plugin-sdk';
import { useRenderContent, type DeliveryElementProps } from '@quire/plugin-sdk/delivery';
import { popupFields, type PopupFields } from '../common/popup-fields.js';
import { popupClosed, popupOpened, type OpenPopup } from './open-popups.js';
import { placeBubble } from './place-bubble.js';
import { PopupAudioButton } from './popup-audio.js';
import { POPUP_CLOSE_DELAY_MS } from './popup-constants.js';
import { useHoverPointer } from './use-hover-pointer.js';

/**
 * A key-notion popup for learners: its anchor text is a disclosure button (`aria-expanded`,
 * `aria-controls`) followed, in reading order, by the bubble holding the body and the audio
 * clip. A click, a tap, Enter or Space opens it and keeps it open; with a hover trigger, on a
 * device that hovers with a fine pointer, hovering opens it too, and it closes 300 ms after
 * the mouse leaves both the anchor and the bubble. Escape, a press outside and the opening
 * of another popup close it. A popup without anchor text has nothing to open it with and
 * shows nothing.
 * @public
 */
export function PopupView({ element, children }: DeliveryElementProps): ReactNode {
  if (nodeText(element).trim() === '') return null;
  return <Popup fields={popupFields(element)}>{children}</Popup>;
}

/** How the bubble is open: not at all, while hovered (it closes when the mouse leaves), or held open by a press. */
type Openness = 'closed' | 'hovered' | 'held';

function Popup({ fields, children }: { readonly fields: PopupFields; readonly children: ReactNode }): ReactNode {
  const { trigger, content, audio } = fields;
  const renderContent = useRenderContent();
  const bubbleId = useId();
  const hoverPointer = useHoverPointer();
  const opensOnHover = trigger === 'hover' && hoverPointer;
  const [openness, setOpenness] = useState<Openness>('closed');
  const open = openness !== 'closed';
  const root = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const bubble = useRef<HTMLSpanElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The bubble's body is drawn into it once in the browser: blocks such as paragraphs may not sit inside the paragraph holding the anchor in HTML.
  const [body, setBody] = useState<HTMLSpanElement | null>(null);

  const cancelClose = useCallback(() => clearTimeout(closeTimer.current), []);
  const close = useCallback(() => {
    cancelClose();
    setOpenness('closed');
  }, [cancelClose]);
  useEffect(() => cancelClose, [cancelClose]);

  // A press holds open a bubble the mouse opened, and closes one already held.
  const press = () => {
    cancelClose();
    setOpenness((was) => (was === 'held' ? 'closed' : 'held'));
  };
  const hoverIn = () => {
    if (!opensOnHover) return;
    cancelClose();
    setOpenness((was) => (was === 'closed' ? 'hovered' : was));
  };
  const hoverOut = () => {
    if (!opensOnHover || openness !== 'hovered') return;
    cancelClose();
    closeTimer.current = setTimeout(close, POPUP_CLOSE_DELAY_MS);
  };

  // Open: the page's one open popup, shown in the top layer (no parent's overflow clips it) beside its anchor.
  useLayoutEffect(() => {
    const shown = bubble.current;
    const anchor = button.current;
    if (!open || !shown || !anchor) return undefined;
    if (typeof shown.showPopover === 'function') shown.showPopover();
    const place = () => {
      const spot = placeBubble(anchor.getBoundingClientRect(), shown.getBoundingClientRect(), { width: document.documentElement.clientWidth || window.innerWidth, height: window.innerHeight });
      shown.style.left = `${spot.left}px`;
      shown.style.top = `${spot.top}px`;
      shown.style.setProperty('--popup-arrow-left', `${spot.arrowLeft}px`);
      shown.dataset.placement = spot.side;
    };
    place();
    // The body can grow after it opens (an image loading); the anchor moves with the page.
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(place) : undefined;
    resized?.observe(shown);
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, { capture: true, passive: true });
    return () => {
      resized?.disconnect();
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, { capture: true });
      if (typeof shown.hidePopover === 'function' && shown.isConnected) shown.hidePopover();
    };
  }, [open]);

  useEffect(() => {
    const own = root.current;
    if (!open || !own) return undefined;
    const entry: OpenPopup = { close, contains: (node) => own.contains(node) };
    popupOpened(entry, own);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusInBubble = bubble.current?.contains(document.activeElement) ?? false;
      close();
      if (focusInBubble) button.current?.focus();
    };
    const onPointerDown = (event: Event) => {
      if (!(event.target instanceof Node) || !own.contains(event.target)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      popupClosed(entry);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close]);

  return (
    <span ref={root} className="popup" data-trigger={trigger}>
      <button
        ref={button}
        type="button"
        className="popup-anchor"
        aria-expanded={open}
        aria-controls={bubbleId}
        onClick={press}
        onMouseEnter={hoverIn}
        onMouseLeave={hoverOut}
      >
        {children}
      </button>
      <span ref={bubble} id={bubbleId} className={open ? 'popup-bubble popup-bubble-open' : 'popup-bubble'} popover="manual" onMouseEnter={hoverIn} onMouseLeave={hoverOut}>
        <span className="popup-arrow" aria-hidden="true" />
        <span ref={setBody} className="popup-body" />
        {audio ? <PopupAudioButton audio={audio} open={open} /> : null}
      </span>
      {body ? createPortal(renderContent(content), body) : null}
    </span>
  );
}
